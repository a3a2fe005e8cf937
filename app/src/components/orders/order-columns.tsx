import type { Purchase, PurchaseStatus } from '@plaza/api';
import { Money, type DataTableColumn } from '@plaza/ui';
import { FormattedDate, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { useMessage } from '../../hooks/use-message';
import { toCents } from '../../lib/money';
import { TextLink } from '../text-link';
import { OrderStatusBadge } from './order-status-badge';
import * as styles from './orders.css';

/** What every row of a purchase or sale list has. */
interface OrderRow {
  created_at: string;
  status: PurchaseStatus;
  items: readonly { id: number; quantity: number; product: { name: string } }[];
}

/**
 * The columns purchase and sale lists share: date, items, status and an amount (the total of a
 * purchase, the net of a sale), each shown the same way in every list.
 */
export function useOrderColumns() {
  const intl = useIntl();
  const say = useMessage();
  const purchaseName = (purchase: Purchase) =>
    intl.formatMessage({ id: 'purchase.title' }, { id: purchase.purchase_id });
  return {
    /** A purchase's name, e.g. "Purchase #12", as rows and their actions are called. */
    purchaseName,
    /** The purchase's name, linking to its page. */
    purchase: (): DataTableColumn<Purchase> => ({
      id: 'purchase',
      label: say('orders.purchase'),
      isRowHeader: true,
      cell: (purchase) => (
        <TextLink href={paths.purchase(purchase.purchase_id)}>{purchaseName(purchase)}</TextLink>
      ),
    }),
    date: <T extends OrderRow>(): DataTableColumn<T> => ({
      id: 'date',
      label: say('purchase.date'),
      cell: (row) => <FormattedDate value={row.created_at} dateStyle="medium" />,
    }),
    items: <T extends OrderRow>(): DataTableColumn<T> => ({
      id: 'items',
      label: say('purchase.items'),
      cell: (row) => (
        <ul className={styles.cellLines}>
          {row.items.map((item) => (
            <li key={item.id}>
              {intl.formatMessage(
                { id: 'orders.itemLine' },
                { quantity: item.quantity, name: <bdi key="name">{item.product.name}</bdi> },
              )}
            </li>
          ))}
        </ul>
      ),
    }),
    status: <T extends OrderRow>(): DataTableColumn<T> => ({
      id: 'status',
      label: say('orders.status'),
      cell: (row) => <OrderStatusBadge status={row.status} />,
    }),
    amount: <T extends OrderRow>(
      id: string,
      label: string,
      amount: (row: T) => string,
    ): DataTableColumn<T> => ({
      id,
      label,
      align: 'end',
      cell: (row) => <Money cents={toCents(amount(row))} />,
    }),
  };
}
