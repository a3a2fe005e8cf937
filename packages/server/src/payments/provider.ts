import type { Db } from '../db/database.js';

/*
 * Card payments go through a provider (API.md, Purchases): the browser hands the card to the
 * provider's own client step and sends us only what it answered (`verification_data.token`); the
 * server asks the provider whether that pays the purchase. Card numbers never reach any other part of
 * the server, and are never stored or logged.
 *
 * How a real provider plugs in, with Stripe as the example:
 * - `PAYMENT_PROVIDER=stripe` (config/payments.ts) with `STRIPE_SECRET_KEY`, and a `StripeProvider` here whose
 *   `charge` retrieves the PaymentIntent named by the token with Stripe's SDK and answers `paid` (its
 *   id as `reference`) only when it succeeded, for `amount` cents in USD, with
 *   `metadata.purchase_id` equal to the purchase (so a payment for one purchase can't pay another);
 *   `declined` otherwise.
 * - The app creates that PaymentIntent and confirms the card with Stripe.js instead of calling
 *   `payments/test/tokens/`, then calls `verify-payment` with `{token: paymentIntent.id}`: the call's
 *   shape does not change. A `payments/stripe/webhook/` route (signature checked) would apply the
 *   same `pay` event for confirmations that finish after the browser has gone.
 */

export interface CardCharge {
  /** The purchase's transaction, for providers that keep their records in the database. */
  tx: Db;
  /** What the provider's client step answered. */
  token: string;
  /** Cents, US dollars. */
  amount: number;
  purchaseId: number;
}

export type ChargeOutcome =
  | { outcome: 'paid'; reference: string }
  | { outcome: 'declined' }
  /** Unknown, already used or expired: the client step has to run again. */
  | { outcome: 'invalid_token' };

export interface CardProvider {
  /** Kept on each transaction, such as `test` or `stripe`. */
  readonly name: string;
  charge(charge: CardCharge): Promise<ChargeOutcome>;
}
