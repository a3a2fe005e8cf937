import type { Purchase, PurchaseBody } from '@plaza/api';
import { orderApi } from '../../../lib/api-calls/orders';
import { refreshUser } from '../../../lib/user-key';

/**
 * POST `marketplace/products-purchase/`: reserves the stock and opens the payment window. The user
 * has a new purchase waiting for payment, so their pending dots are fetched again.
 */
export async function createPurchase(body: PurchaseBody): Promise<Purchase> {
  const purchase = await orderApi.createPurchase(body);
  await refreshUser();
  return purchase;
}
