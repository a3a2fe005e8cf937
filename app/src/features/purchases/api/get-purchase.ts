import type { Purchase } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/user-key';
import { PURCHASES_KEY } from './get-purchases';

const purchaseKey = (id: number) => [PURCHASES_KEY, id] as const;

/** GET `marketplace/products-purchase/{id}/`: one purchase, its buyer's (or any, for an administrator). */
export function getPurchase(id: number): Promise<Purchase> {
  return api.purchase(id);
}

export function usePurchase(id: number) {
  return useSWR<Purchase, Error>(purchaseKey(id), () => getPurchase(id));
}

/**
 * After a change the server answered with the purchase: that answer becomes the cached purchase,
 * the lists are fetched again when next shown, and so is the user, whose pending dots may change.
 */
export async function purchaseChanged(purchase: Purchase): Promise<void> {
  await mutate(purchaseKey(purchase.purchase_id), purchase, { revalidate: false });
  await mutate(
    (key) => Array.isArray(key) && key[0] === PURCHASES_KEY && typeof key[1] === 'object',
    undefined,
    { revalidate: true },
  );
  await refreshUser();
}
