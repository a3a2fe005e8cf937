import type { Purchase } from '@plaza/api';
import type { CardValue } from '@plaza/ui';
import { orderApi } from '../../../lib/api-calls/orders';
import { purchaseChanged } from '../../../hooks/use-purchase';

/**
 * Pays a purchase by card: the payment provider's client step turns the card into a single-use
 * token (the `test` provider's POST `payments/test/tokens/`; the card never reaches our purchase
 * calls), then POST `verify-payment/` with the token. A declined card is `400 transaction_error`.
 */
export async function payByCard(purchaseId: number, card: CardValue): Promise<Purchase> {
  const { token } = await orderApi.testPaymentToken({
    number: card.number,
    exp_month: Number(card.expiry.slice(0, 2)),
    exp_year: 2000 + Number(card.expiry.slice(2)),
    cvc: card.cvc,
  });
  const purchase = await orderApi.verifyPayment(purchaseId, { verification_data: { token } });
  await purchaseChanged(purchase);
  return purchase;
}

/** Tells the server a bank transfer was made, with the reference quoted: the purchase waits for review. */
export async function payByTransfer(purchaseId: number, reference: string): Promise<Purchase> {
  const purchase = await orderApi.verifyPayment(purchaseId, {
    verification_data: { reference: reference.trim() },
  });
  await purchaseChanged(purchase);
  return purchase;
}
