import type { PurchaseItem } from '@plaza/api';
import { DownloadSimpleIcon } from '@phosphor-icons/react/dist/ssr/DownloadSimple';
import { Button, Money } from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadItem } from '../api/download-item';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { toCents } from '../../../lib/money';
import * as styles from './purchase-details.css';
import { useFailureToast } from '../../../hooks/use-failure-toast';

interface PurchaseItemsProps {
  items: readonly PurchaseItem[];
  /** What a line shows below its download, e.g. the buyer's review of it. */
  itemExtra?: (item: PurchaseItem) => ReactNode;
}

/**
 * A purchase's lines: what (a link to the product), from whom, the courier's tracking code its
 * seller gave, how many at what price, how far its seller has got, and the download of a digital
 * item once its sale is sent.
 */
export function PurchaseItems({ items, itemExtra }: PurchaseItemsProps) {
  const intl = useIntl();
  return (
    <ul className={styles.items} aria-label={intl.formatMessage({ id: 'purchase.items' })}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.product.photo ? (
            <img className={styles.photo} src={item.product.photo} alt="" />
          ) : (
            <span className={styles.photo} />
          )}
          <div className={styles.itemText}>
            <p dir="auto" className={styles.itemName}>
              <TextLink href={paths.product(item.product.id)}>{item.product.name}</TextLink>
            </p>
            <p className={styles.muted}>
              <FormattedMessage
                id="purchase.soldBy"
                values={{
                  seller: (
                    <TextLink href={paths.seller(item.seller.username)}>
                      <bdi>{item.seller.username}</bdi>
                    </TextLink>
                  ),
                }}
              />
            </p>
            {item.tracking_code && (
              <p className={styles.muted}>
                <FormattedMessage
                  id="purchase.tracking"
                  values={{ code: <bdi className={styles.tracking}>{item.tracking_code}</bdi> }}
                />
              </p>
            )}
            <p className={styles.muted}>
              <FormattedMessage
                id="purchase.quantityTimesPrice"
                values={{
                  quantity: item.quantity,
                  price: <Money cents={toCents(item.unit_price)} />,
                }}
              />
            </p>
            {item.download && <DownloadButton url={item.download} name={item.product.name} />}
            {itemExtra?.(item)}
          </div>
          <OrderStatusBadge status={item.sale_status} />
        </li>
      ))}
    </ul>
  );
}

/** Saves a digital item's file; a failure says why in a toast. */
function DownloadButton({ url, name }: { url: string; name: string }) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadItem(url, name);
    } catch (error) {
      toastFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <span className={styles.download}>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => void download()}
        isPending={isLoading}
        pendingLabel={intl.formatMessage({ id: 'common.loading' })}
      >
        <DownloadSimpleIcon aria-hidden />
        <FormattedMessage id="purchase.download" values={{ name }} />
      </Button>
    </span>
  );
}
