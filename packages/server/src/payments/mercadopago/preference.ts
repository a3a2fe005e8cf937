import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes.js';
import type { ChargeTerms, SessionRequest } from '../provider.js';
import { amountOfMinor } from './charge-terms.js';

/** Mercado Pago's limit on an item's title. */
const TITLE_LIMIT = 250;

/** The lines' names, joined, cut to the title's limit. Names are the sellers' data, not Plaza's words. */
export function titleOf(lines: SessionRequest['lines']): string {
  const title = lines.map((line) => line.name).join(', ');
  const characters = Array.from(title); // by code point, so an emoji is never cut in half
  return characters.length <= TITLE_LIMIT
    ? title
    : `${characters.slice(0, TITLE_LIMIT - 1).join('')}…`;
}

/**
 * The Checkout Pro preference of a purchase (docs/api.md, "Paying through a real provider").
 *
 * It has one item priced at the whole converted total. Converting each line on its own rounds each
 * line, and their sum can differ from the converted total by a unit or more: the buyer would then
 * pay an amount other than the terms recorded, and the payment would not match its purchase. One
 * line charges exactly `terms.minor`.
 */
export function preferenceOf(request: SessionRequest, terms: ChargeTerms): PreferenceRequest {
  return {
    items: [
      {
        id: `purchase-${request.purchaseId}`,
        title: titleOf(request.lines),
        quantity: 1,
        currency_id: terms.currency,
        unit_price: amountOfMinor(terms.minor, terms.currency),
      },
    ],
    external_reference: String(request.purchaseId),
    // `source_news=webhooks` asks for signed webhooks only, not the older unsigned IPN; Mercado
    // Pago adds `data.id` and `type` to this query when it notifies.
    notification_url: `${request.webhookUrl}?source_news=webhooks`,
    back_urls: {
      success: request.returnUrl,
      failure: request.returnUrl,
      pending: request.returnUrl,
    },
    auto_return: 'approved',
    // Approved or rejected at once, never left in review or waiting for cash at a shop: a payment
    // that settles days later would come after the purchase's window and only be refunded, and one
    // in review would let the buyer pay again beside it.
    binary_mode: true,
    expires: true,
    expiration_date_to: request.expiresAt.toISOString(),
    payer: { email: request.buyerEmail },
    metadata: { purchase_id: request.purchaseId },
  };
}
