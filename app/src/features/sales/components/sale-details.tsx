import type { Sale } from '@plaza/api';
import { Button, DescriptionList, Money, PageHeader } from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import * as ordersStyles from '../../../components/orders/orders.css';
import { ShippingAddressText } from '../../../components/orders/shipping-address-text';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { useMoveSale } from '../use-move-sale';
import { NEXT_STATUS } from './sale-actions';
import { SaleStatusDialog } from './sale-status-dialog';

interface SaleDetailsProps {
  sale: Sale;
  /** What follows the sale's facts, e.g. the conversation with its buyer. */
  after?: ReactNode;
}

/** An amount of the API's, as the page's facts show it. */
const money = (amount: string) => <Money cents={toCents(amount)} />;

/**
 * One of my sales (docs/api.md, Sales): its status and next step (preparing, then sent, as the
 * list's row action takes it), its items, buyer, where it ships and its tracking code, and what
 * it comes to. Its styles are the order pages' own, so the page adds no style sheet.
 */
export function SaleDetails({ sale, after }: SaleDetailsProps) {
  const intl = useIntl();
  const say = useMessage();
  const move = useMoveSale();
  const [isMoving, setMoving] = useState(false);
  const title = intl.formatMessage({ id: 'sales.sale' }, { id: sale.purchase_id });
  const next = NEXT_STATUS[sale.status];
  const optional = (id: string, term: string, value: ReactNode) =>
    value ? [{ id, term, value }] : [];
  return (
    <div className={ordersStyles.mainColumn}>
      <PageHeader
        title={title}
        breadcrumbsLabel={say('sales.breadcrumbs')}
        breadcrumbs={[{ label: say('sales.title'), href: paths.sales }, { label: title }]}
        actions={
          <>
            <OrderStatusBadge status={sale.status} />
            {next && (
              <Button onPress={() => setMoving(true)}>
                {say(next === 'sent' ? 'sales.markSent' : 'sales.markPreparing')}
              </Button>
            )}
          </>
        }
      />
      <DescriptionList
        items={[
          {
            id: 'items',
            term: say('purchase.items'),
            value: (
              <ul className={ordersStyles.cellLines}>
                {sale.items.map((item) => (
                  <li key={item.id}>
                    <TextLink href={paths.product(item.product.id)}>
                      {intl.formatMessage(
                        { id: 'orders.itemLine' },
                        {
                          quantity: item.quantity,
                          name: <bdi key="name">{item.product.name}</bdi>,
                        },
                      )}
                    </TextLink>{' '}
                    {money(item.unit_price)}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'date',
            term: say('purchase.date'),
            value: <FormattedDate value={sale.created_at} dateStyle="medium" timeStyle="short" />,
          },
          { id: 'buyer', term: say('sales.buyer'), value: <bdi>{sale.buyer.username}</bdi> },
          ...optional(
            'address',
            say('sales.shipTo'),
            sale.shipping_address && <ShippingAddressText address={sale.shipping_address} />,
          ),
          ...optional(
            'tracking',
            say('sales.trackingCode'),
            sale.tracking_code && <bdi>{sale.tracking_code}</bdi>,
          ),
          { id: 'subtotal', term: say('cart.subtotal'), value: money(sale.subtotal) },
          { id: 'shipping', term: say('cart.shipping'), value: money(sale.shipping) },
          {
            id: 'net',
            term: say('sales.net'),
            value: (
              <FormattedMessage id="sales.netShown" values={{ amount: money(sale.net_amount) }} />
            ),
          },
        ]}
      />
      {after}
      {isMoving && next && (
        <SaleStatusDialog
          sale={sale}
          next={next}
          onConfirm={(trackingCode) => void move(sale, next, trackingCode)}
          onClose={() => setMoving(false)}
        />
      )}
    </div>
  );
}
