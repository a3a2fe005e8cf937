import Stripe from 'stripe';
import { callStripe, unavailable } from './stripe-client.js';

/*
 * Closing a Checkout Session early (`POST /v1/checkout/sessions/:id/expire`). Stripe keeps a session
 * open at least 30 minutes, so one opened late in a purchase's window outlives the purchase; the
 * expiry sweep closes it once the purchase expired, so that the buyer can no longer pay it.
 */

/** Stripe's answer to closing a session that is not open: `400`, said only in its message. */
const refusedAsClosed = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400;

/**
 * Closes an open session. A session already paid or expired is closed as far as Plaza cares: Stripe
 * refuses it with a message and no code, so the session is read back to tell it from another 400.
 * `ProviderUnavailable` when Stripe can't be asked or refuses for another reason.
 */
export async function closeCheckoutSession(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (!refusedAsClosed(error)) throw unavailable(error);
    const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
    if (session.status === 'open') throw unavailable(error);
  }
}
