import type { Sale } from '@plaza/api';
import { Button, DescriptionList, Money, OrderSummary, PageHeader } from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { ShippingAddressText } from '../../../components/orders/shipping-address-text';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { useMoveSale } from '../use-move-sale';
import { NEXT_STATUS } from './sale-actions';
import * as styles from './sale-details.css';
import { SaleStatusDialog } from './sale-status-dialog';

interface SaleDetailsProps {
  sale: Sale;
  /** What follows the sale's facts, e.g. the conversation with its buyer. */
  after?: ReactNode;
}

/**
 * One of my sales (docs/api.md, Sales): its status, items, buyer, where it ships and its tracking
 * code, what it comes to for me, and its next step (preparing, then sent), as the list's row
 * action takes it.
 */
export function SaleDetails({ sale, after }: SaleDetailsProps) {
  const intl = useIntl();
  const say = useMessage();
  const move = useMoveSale();
  const [isMoving, setMoving] = useState(false);
  const title = intl.formatMessage({ id: 'sales.sale' }, { id: sale.purchase_id });
  const next = NEXT_STATUS[sale.status];
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbsLabel={say('sales.breadcrumbs')}
        breadcrumbs={[{ label: say('sales.title'), href: paths.sales }, { label: title }]}
        actions={<OrderStatusBadge status={sale.status} />}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="sale-items">
            <h2 id="sale-items" className={styles.heading}>
              <FormattedMessage id="purchase.items" />
            </h2>
            <ul className={styles.items} aria-label={say('purchase.items')}>
              {sale.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  {item.product.photo ? (
                    <img className={styles.photo} src={item.product.photo} alt="" />
                  ) : (
                    <span className={styles.photo} />
                  )}
                  <div className={styles.itemText}>
                    <TextLink href={paths.product(item.product.id)}>
                      <bdi>{item.product.name}</bdi>
                    </TextLink>
                    <p className={styles.muted}>
                      <FormattedMessage
                        id="purchase.quantityTimesPrice"
                        values={{
                          quantity: item.quantity,
                          price: <Money cents={toCents(item.unit_price)} />,
                        }}
                      />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <DescriptionList
            items={[
              {
                id: 'date',
                term: say('purchase.date'),
                value: (
                  <FormattedDate value={sale.created_at} dateStyle="medium" timeStyle="short" />
                ),
              },
              { id: 'buyer', term: say('sales.buyer'), value: <bdi>{sale.buyer.username}</bdi> },
              ...(sale.shipping_address
                ? [
                    {
                      id: 'address',
                      term: say('sales.shipTo'),
                      value: <ShippingAddressText address={sale.shipping_address} />,
                    },
                  ]
                : []),
              ...(sale.tracking_code
                ? [
                    {
                      id: 'tracking',
                      term: say('sales.trackingCode'),
                      value: <bdi className={styles.tracking}>{sale.tracking_code}</bdi>,
                    },
                  ]
                : []),
            ]}
          />
          {after}
        </div>
        <OrderSummary
          subtotalCents={toCents(sale.subtotal)}
          shippingCents={toCents(sale.shipping)}
          totalCents={toCents(sale.subtotal) + toCents(sale.shipping)}
          labels={{
            title: say('cart.summary'),
            subtotal: say('cart.subtotal'),
            shipping: say('cart.shipping'),
            total: say('cart.total'),
            freeShipping: say('cart.freeShipping'),
          }}
        >
          <div className={styles.actions}>
            <p className={styles.muted}>
              <FormattedMessage
                id="sales.netShown"
                values={{ amount: <Money cents={toCents(sale.net_amount)} /> }}
              />
            </p>
            {next && (
              <Button onPress={() => setMoving(true)}>
                {say(next === 'sent' ? 'sales.markSent' : 'sales.markPreparing')}
              </Button>
            )}
          </div>
        </OrderSummary>
      </div>
      {isMoving && next && (
        <SaleStatusDialog
          sale={sale}
          next={next}
          onConfirm={(trackingCode) => void move(sale, next, trackingCode)}
          onClose={() => setMoving(false)}
        />
      )}
    </>
  );
}
