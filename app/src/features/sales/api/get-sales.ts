import type { Sale, SalePage, SaleStatusBody } from '@plaza/api';
import useSWR from 'swr';
import type { OrderListQuery } from '../../../components/orders/order-list';
import { orderApi } from '../../../lib/api-calls/orders';
import { revalidate } from '../../../lib/revalidate';
import { refreshUser } from '../../../lib/user-key';

const SALES_KEY = 'marketplace/products-sales/';

/** GET `marketplace/products-sales/`: a page of the seller's sales. */
export function getSales(query: OrderListQuery): Promise<SalePage> {
  return orderApi.sales(query);
}

/** A page of my sales; the previous page stays on screen while the next one loads. */
export function useSales(query: OrderListQuery) {
  return useSWR<SalePage, Error>(
    [SALES_KEY, query],
    ([, key]: [string, OrderListQuery]) => getSales(key),
    { keepPreviousData: true },
  );
}

/**
 * PATCH `marketplace/products-sales/{id}/update-status/`: preparing, then sent with its tracking
 * code. The lists and the user (pending dots) are fetched again after.
 */
export async function updateSaleStatus(id: number, body: SaleStatusBody): Promise<Sale> {
  const sale = await orderApi.updateSaleStatus(id, body);
  await revalidate(SALES_KEY);
  await refreshUser();
  return sale;
}

/** GET `marketplace/products-sales/{id}/`: one of my sales; a change to it refreshes it with the list. */
export function useSale(id: number) {
  return useSWR<Sale, Error>([SALES_KEY, id], () => orderApi.sale(id));
}
