import type Stripe from 'stripe';
import type { ChargeTerms, SessionRequest } from '../provider.js';

/*
 * What a purchase's Checkout Session is opened with (docs/api.md, "Paying through a real provider"):
 * one line per item and one for shipping, in US dollars, naming the purchase in its metadata and in
 * its PaymentIntent's (which Stripe copies onto the charge, so a refund's event names it too).
 */

const MINUTE_MS = 60_000;
/** Stripe refuses a session that closes sooner than this after it is created. */
const SHORTEST_SESSION_MS = 30 * MINUTE_MS;
/** Room for the time the call takes and for clocks that differ a little. */
const MARGIN_MS = 2 * MINUTE_MS;
/** Stripe refuses a session that stays open longer than this. */
const LONGEST_SESSION_MS = 24 * 60 * MINUTE_MS;
/** The steps a too-short session's expiry grows by. */
const STEP_MS = 5 * MINUTE_MS;

/**
 * When the session closes, in Unix seconds: at the purchase's `expires_at` when Stripe allows it.
 * A purchase's window is often shorter than Stripe's 30 minutes, so the session then closes later,
 * at `expires_at` plus whole 5-minute steps: the same purchase opened again a moment later asks for
 * the same expiry, and Stripe, which compares a repeated idempotency key's parameters, answers the
 * first session instead of refusing the call. A payment made after the purchase expired is refunded.
 */
export function sessionExpiry(expiresAt: Date, now = Date.now()): number {
  const earliest = now + SHORTEST_SESSION_MS + MARGIN_MS;
  let at = expiresAt.getTime();
  if (at < earliest) at += Math.ceil((earliest - at) / STEP_MS) * STEP_MS;
  const latest = now + LONGEST_SESSION_MS - MARGIN_MS;
  return Math.floor(Math.min(at, latest) / 1000);
}

/** Back to the purchase's page, with the session Stripe fills in (`returnUrl` has a query already). */
export const returnUrlOf = (returnUrl: string) => `${returnUrl}&session_id={CHECKOUT_SESSION_ID}`;

/** The Checkout Session's parameters for a purchase waiting for payment. */
export function sessionParams(
  request: SessionRequest,
  now = Date.now(),
): Stripe.Checkout.SessionCreateParams {
  const purchase = { purchase_id: String(request.purchaseId) };
  const back = returnUrlOf(request.returnUrl);
  return {
    mode: 'payment',
    // Cards (wallets included) and Link settle at once; methods that settle days later (bank
    // debits, vouchers) would come after the purchase's window and only be refunded.
    allowed_payment_method_types: ['card', 'link'],
    line_items: request.lines.map((line) => ({
      price_data: {
        currency: 'usd',
        unit_amount: line.unitAmount,
        product_data: { name: line.name },
      },
      quantity: line.quantity,
    })),
    client_reference_id: String(request.purchaseId),
    metadata: purchase,
    payment_intent_data: { metadata: purchase },
    customer_email: request.buyerEmail,
    expires_at: sessionExpiry(request.expiresAt, now),
    success_url: back,
    cancel_url: back,
  };
}

/** Stripe charges the purchase's own total in US dollars: no exchange. */
export const dollarTerms = (request: SessionRequest): ChargeTerms => ({
  currency: 'USD',
  minor: request.total,
  exchangeRate: null,
});
