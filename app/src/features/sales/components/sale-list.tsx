import type { Sale } from '@plaza/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CreateProductLink } from '../../../components/empty/create-product-link';
import { useOrderColumns } from '../../../components/orders/order-columns';
import { OrderList, useOrderListQuery } from '../../../components/orders/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import * as styles from '../../../components/orders/orders.css';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { useSales } from '../api/get-sales';
import { useMoveSale } from '../use-move-sale';
import { useSaleActions } from './sale-actions';
import { SaleStatusDialog, type NextSaleStatus } from './sale-status-dialog';

/**
 * My sales (docs/product.md, section 2): the part of each purchase this seller ships, with the buyer, the
 * items, the net amount and the next status (preparing, then sent with a tracking code).
 */
export function SaleList() {
  const intl = useIntl();
  const move = useMoveSale();
  const say = useMessage();
  const columns = useOrderColumns();
  const list = useOrderListQuery();
  const answer = useSales(list.query);
  const [moving, setMoving] = useState<{ sale: Sale; next: NextSaleStatus } | null>(null);
  const saleActions = useSaleActions();
  // A sale goes by its purchase's number, so its buyer and its seller speak of the same order.
  const nameOf = (sale: Sale) => intl.formatMessage({ id: 'sales.sale' }, { id: sale.purchase_id });

  return (
    <>
      <OrderList
        label={say('sales.title')}
        searchLabel={say('sales.search')}
        list={list}
        answer={answer}
        empty={{ text: say('sales.emptyText'), action: <CreateProductLink /> }}
        getRowId={(sale) => sale.id}
        getRowName={nameOf}
        columns={[
          {
            id: 'sale',
            label: say('orders.sale'),
            isRowHeader: true,
            // The sale's page: its items, where it ships and the conversation with its buyer.
            cell: (sale) => <TextLink href={paths.sale(sale.id)}>{nameOf(sale)}</TextLink>,
          },
          columns.date(),
          {
            id: 'buyer',
            label: say('sales.buyer'),
            cell: (sale) => <bdi>{sale.buyer.username}</bdi>,
          },
          columns.items(),
          {
            id: 'status',
            label: say('orders.status'),
            cell: (sale) => (
              <span className={styles.cellLines}>
                <OrderStatusBadge status={sale.status} />
                {sale.tracking_code && (
                  <span>
                    {intl.formatMessage(
                      { id: 'sales.trackingShown' },
                      { code: sale.tracking_code },
                    )}
                  </span>
                )}
              </span>
            ),
          },
          columns.amount('net', say('sales.net'), (sale: Sale) => sale.net_amount),
        ]}
        rowActions={{
          columnLabel: say('orders.actions'),
          label: (name) => intl.formatMessage({ id: 'orders.actionsFor' }, { name }),
          items: saleActions,
          onAction: (actionId, sale) =>
            setMoving({ sale, next: actionId === 'sent' ? 'sent' : 'preparing' }),
        }}
      />
      {moving && (
        <SaleStatusDialog
          sale={moving.sale}
          next={moving.next}
          onConfirm={(trackingCode) => void move(moving.sale, moving.next, trackingCode)}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
