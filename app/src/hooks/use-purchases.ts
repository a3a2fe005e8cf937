import type { PurchasePage } from '@plaza/api';
import useSWR from 'swr';
import type { OrderListQuery } from '../components/orders/order-list';
import { orderApi } from '../lib/api-calls/orders';

/** The cache key of the buyer's purchase lists: docs/product.md's ProductsPurchase tag. */
export const PURCHASES_KEY = 'marketplace/products-purchase/';

/** GET `marketplace/products-purchase/`: a page of the buyer's own purchases. */
function getPurchases(query: OrderListQuery): Promise<PurchasePage> {
  return orderApi.purchases(query);
}

/** A page of my purchases; the previous page stays on screen while the next one loads. */
export function usePurchases(query: OrderListQuery) {
  return useSWR<PurchasePage, Error>(
    [PURCHASES_KEY, query],
    ([, key]: [string, OrderListQuery]) => getPurchases(key),
    { keepPreviousData: true },
  );
}
