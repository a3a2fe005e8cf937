import type { Purchase } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { orderApi } from '../lib/api-calls/orders';
import { revalidate } from '../lib/revalidate';
import { refreshUser } from '../lib/user-key';
import { PURCHASES_KEY } from './use-purchases';

/** The cache key of the administrators' purchase lists, which show the same purchases. */
export const ADMIN_PURCHASES_KEY = 'marketplace/admin/purchases/';

const purchaseKey = (id: number) => [PURCHASES_KEY, id] as const;

/** GET `marketplace/products-purchase/{id}/`: one purchase, its buyer's (or any, for an administrator). */
export function getPurchase(id: number): Promise<Purchase> {
  return orderApi.purchase(id);
}

export function usePurchase(id: number) {
  return useSWR<Purchase, Error>(purchaseKey(id), () => getPurchase(id));
}

/**
 * After a change the server answered with the purchase: that answer becomes the cached purchase,
 * the lists are fetched again, and so is the user, whose pending dots may change.
 */
export async function purchaseChanged(purchase: Purchase): Promise<void> {
  await mutate(purchaseKey(purchase.purchase_id), purchase, { revalidate: false });
  await revalidate(PURCHASES_KEY, ADMIN_PURCHASES_KEY);
  await refreshUser();
}
