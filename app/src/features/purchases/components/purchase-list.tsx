import { Money } from '@plaza/ui';
import type { Purchase } from '@plaza/api';
import { FormattedDate, useIntl } from 'react-intl';
import { OrderList, useOrderListQuery } from '../../../components/orders/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import * as styles from '../../../components/orders/orders.css';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { usePurchases } from '../api/get-purchases';

/** My purchases (SPEC.md, section 2): search, status filter, pages; each opens its detail. */
export function PurchaseList() {
  const intl = useIntl();
  const say = useMessage();
  const list = useOrderListQuery();
  const { data, error, isValidating, mutate } = usePurchases(list.query);
  const nameOf = (purchase: Purchase) =>
    intl.formatMessage({ id: 'purchase.title' }, { id: purchase.purchase_id });

  return (
    <OrderList
      label={say('purchases.title')}
      searchLabel={say('purchases.search')}
      list={list}
      page={data}
      error={error}
      isValidating={isValidating}
      onRetry={() => void mutate()}
      getRowId={(purchase) => purchase.purchase_id}
      getRowName={nameOf}
      columns={[
        {
          id: 'purchase',
          label: say('orders.purchase'),
          isRowHeader: true,
          cell: (purchase) => (
            <TextLink href={paths.purchase(purchase.purchase_id)}>{nameOf(purchase)}</TextLink>
          ),
        },
        {
          id: 'date',
          label: say('purchase.date'),
          cell: (purchase) => <FormattedDate value={purchase.created_at} dateStyle="medium" />,
        },
        {
          id: 'items',
          label: say('purchase.items'),
          cell: (purchase) => (
            <ul className={styles.cellLines}>
              {purchase.items.map((item) => (
                <li key={item.id}>
                  {intl.formatMessage(
                    { id: 'orders.itemLine' },
                    { quantity: item.quantity, name: item.product.name },
                  )}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'status',
          label: say('orders.status'),
          cell: (purchase) => <OrderStatusBadge status={purchase.status} />,
        },
        {
          id: 'total',
          label: say('cart.total'),
          align: 'end',
          cell: (purchase) => <Money cents={toCents(purchase.total)} />,
        },
      ]}
    />
  );
}
