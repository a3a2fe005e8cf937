import type { Purchase } from '@plaza/api';
import { orderApi } from './api-calls/orders';
import { purchaseChanged } from '../hooks/use-purchase';

/**
 * PATCH `marketplace/products-purchase/update-buyer-status/`: the buyer confirms receipt (once every
 * sale is sent) or cancels (before any is sent; the stock goes back).
 */
export async function updateBuyerStatus(
  purchaseId: number,
  status: 'received' | 'cancelled',
): Promise<Purchase> {
  const purchase = await orderApi.updateBuyerStatus({ purchase_id: purchaseId, status });
  await purchaseChanged(purchase);
  return purchase;
}
