import type { HostedSession, Purchase } from '@plaza/api';
import { orderApi } from '../../../lib/api-calls/orders';
import { returnVerification, type PaymentReturn } from '../payment-return';
import { getPurchase, purchaseChanged } from '../../../hooks/use-purchase';

/**
 * POST `marketplace/products-purchase/{id}/pay/`: the provider's page to send the buyer to (a
 * hosted method). Asked again, it answers the same open session. `409` once the purchase is paid,
 * expired or cancelled; `503 payment_provider_unavailable` while the provider cannot be reached.
 */
export function openPaymentPage(purchaseId: number): Promise<HostedSession> {
  return orderApi.pay(purchaseId);
}

/**
 * POST `verify-payment/` on return from the provider's page: the server asks the provider and
 * answers the purchase, paid or still waiting; the cached purchase becomes that answer.
 */
export async function verifyReturn(purchaseId: number, found: PaymentReturn): Promise<Purchase> {
  const purchase = await orderApi.verifyPayment(purchaseId, {
    verification_data: returnVerification(found),
  });
  await purchaseChanged(purchase);
  return purchase;
}

/** Reads the purchase again, for when a call said it changed meanwhile (a `409`). */
export async function reloadPurchase(purchaseId: number): Promise<Purchase> {
  const purchase = await getPurchase(purchaseId);
  await purchaseChanged(purchase);
  return purchase;
}
