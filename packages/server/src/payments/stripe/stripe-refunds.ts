import Stripe from 'stripe';
import type { RefundOutcome, RefundRequest } from '../provider.js';
import { stripeCodeOf, unavailable } from './stripe-client.js';

/*
 * Refunds through Stripe: one Refund on the purchase's PaymentIntent, whole or in part, made once
 * per idempotency key. A payment refunded already (by an earlier attempt whose answer was lost, or
 * from Stripe's dashboard) is a refund that went through, as Medusa counts it too. A refund Stripe
 * refuses for good (a 4xx: more than is left, a disputed charge, an unknown PaymentIntent) is
 * `failed`, since asking again with the same key gets the same answer; an administrator follows it up.
 */

/**
 * 4xx answers that another try may get past: an idempotency conflict (the same key still at work,
 * 409), a rate limit (429), and Plaza's own key refused (401, 403), which its operator can fix.
 */
const RETRYABLE_STATUSES = new Set([401, 403, 409, 429]);

/** Why Stripe refused the refund for good (its code, else its error type), or undefined if it did not. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (RETRYABLE_STATUSES.has(status)) return undefined;
  return error.code ?? error.type;
}

/** The refund id kept when Stripe says the payment was refunded before and names no refund. */
export const alreadyRefundedId = (paymentId: string) => `already_refunded:${paymentId}`;

/** A Refund's status as the port's outcome: `requires_action` waits on the buyer, so it is pending. */
export function refundOutcome(refund: Stripe.Refund): RefundOutcome {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', refundId: refund.id };
    case 'failed':
    case 'canceled':
      return { status: 'failed', reason: refund.failure_reason ?? refund.status };
    default:
      return { status: 'pending', refundId: refund.id };
  }
}

/**
 * Refunds `request.paymentId` (a PaymentIntent id): `failed` when Stripe refuses it for good,
 * `ProviderUnavailable` when Stripe can't say or another try may go through.
 */
export async function refundPayment(
  stripe: Stripe,
  request: RefundRequest,
): Promise<RefundOutcome> {
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: request.paymentId,
        ...(request.minor === undefined ? {} : { amount: request.minor }),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return refundOutcome(refund);
  } catch (error) {
    if (stripeCodeOf(error) === 'charge_already_refunded') {
      return { status: 'succeeded', refundId: alreadyRefundedId(request.paymentId) };
    }
    const refusal = refusalOf(error);
    if (refusal !== undefined) return { status: 'failed', reason: refusal };
    throw unavailable(error);
  }
}
