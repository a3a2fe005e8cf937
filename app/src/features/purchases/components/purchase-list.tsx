import type { Purchase } from '@plaza/api';
import { FormattedMessage } from 'react-intl';
import { ExploreLink } from '../../../components/empty/explore-link';
import { useOrderColumns } from '../../../components/orders/order-columns';
import { OrderList, useOrderListQuery } from '../../../components/orders/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import * as styles from '../../../components/orders/orders.css';
import { useMessage } from '../../../hooks/use-message';
import { usePurchases } from '../../../hooks/use-purchases';
import { trackingCodes } from '../tracking-codes';
import * as details from './purchase-details.css';

/**
 * My purchases (docs/product.md, section 2): search, status filter, pages; each opens its detail. The
 * status says each sent part's tracking code, whose it is when several sellers ship parts.
 */
export function PurchaseList() {
  const say = useMessage();
  const columns = useOrderColumns();
  const list = useOrderListQuery();
  const answer = usePurchases(list.query);

  return (
    <OrderList
      label={say('purchases.title')}
      searchLabel={say('purchases.search')}
      list={list}
      answer={answer}
      empty={{ text: say('purchases.emptyText'), action: <ExploreLink /> }}
      getRowId={(purchase) => purchase.purchase_id}
      getRowName={columns.purchaseName}
      columns={[
        columns.purchase(),
        columns.date(),
        columns.items(),
        {
          ...columns.status<Purchase>(),
          cell: (purchase) => <StatusWithTracking purchase={purchase} />,
        },
        columns.amount('total', say('cart.total'), (purchase: Purchase) => purchase.total),
      ]}
    />
  );
}

/** A purchase's status and the tracking code of each part sent with one. */
function StatusWithTracking({ purchase }: { purchase: Purchase }) {
  const { parts, isSplit } = trackingCodes(purchase.items);
  return (
    <span className={styles.cellLines}>
      <OrderStatusBadge status={purchase.status} />
      {parts.map((part) => (
        <span key={part.saleId}>
          <FormattedMessage
            id={isSplit ? 'purchase.trackingOf' : 'purchase.tracking'}
            values={{
              seller: <bdi>{part.seller}</bdi>,
              code: <bdi className={details.tracking}>{part.code}</bdi>,
            }}
          />
        </span>
      ))}
    </span>
  );
}
