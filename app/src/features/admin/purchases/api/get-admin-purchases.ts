import type { Purchase, PurchasePage, PurchaseReviewBody, RefundStatus } from '@plaza/api';
import useSWR from 'swr';
import { orderApi } from '../../../../lib/api-calls/orders';
import { revalidate } from '../../../../lib/revalidate';
import { refreshUser } from '../../../../lib/user-key';
import type { AdminPurchaseQuery } from '../refund-filter';
// The purchase pages an administrator opens are cached under the buyer's calls' key.
import { ADMIN_PURCHASES_KEY } from '../../../../hooks/use-purchase';
import { PURCHASES_KEY } from '../../../../hooks/use-purchases';

/** GET `marketplace/admin/purchases/`: a page of every purchase, for administrators. */
export function getAdminPurchases(query: AdminPurchaseQuery): Promise<PurchasePage> {
  return orderApi.adminPurchases(query);
}

export function useAdminPurchases(query: AdminPurchaseQuery) {
  return useSWR<PurchasePage, Error>(
    [ADMIN_PURCHASES_KEY, query],
    ([, key]: [string, AdminPurchaseQuery]) => getAdminPurchases(key),
    { keepPreviousData: true },
  );
}

/**
 * How many purchases have a refund in `refund` (undefined until known): a page of one row is asked
 * for, and its count read. Under the list's key, so every decision here counts again.
 */
export function useRefundCount(refund: RefundStatus): number | undefined {
  const { data } = useSWR<PurchasePage, Error>(
    [ADMIN_PURCHASES_KEY, { page: 1, page_size: 1, refund }],
    ([, key]: [string, AdminPurchaseQuery]) => getAdminPurchases(key),
  );
  return data?.count;
}

/**
 * PATCH `marketplace/products-purchase/{id}/update-status/`: approves a bank transfer, or refuses a
 * purchase not yet sent (its stock goes back; a paid one is refunded). The list and the
 * administrator's pending reviews are fetched again.
 */
export async function reviewPurchase(
  id: number,
  data: PurchaseReviewBody['data'],
): Promise<Purchase> {
  const purchase = await orderApi.reviewPurchase(id, { data });
  await revalidate(ADMIN_PURCHASES_KEY, PURCHASES_KEY);
  await refreshUser();
  return purchase;
}

/**
 * POST `marketplace/admin/purchases/{id}/refund-paid/`: the administrator paid a manual refund
 * (a bank transfer's) back by hand; it becomes `succeeded`, and no longer counts among the
 * administrator's pending reviews.
 */
export async function markRefundPaid(id: number): Promise<Purchase> {
  const purchase = await orderApi.markRefundPaid(id);
  await revalidate(ADMIN_PURCHASES_KEY, PURCHASES_KEY);
  await refreshUser();
  return purchase;
}
