import type Stripe from 'stripe';
import type { RefundOutcome, RefundRequest } from '../provider.js';
import { stripeCodeOf, unavailable } from './stripe-client.js';

/*
 * Refunds through Stripe: one Refund on the purchase's PaymentIntent, whole or in part, made once
 * per idempotency key. A payment refunded already (by an earlier attempt whose answer was lost, or
 * from Stripe's dashboard) is a refund that went through, as Medusa counts it too.
 */

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

/** Refunds `request.paymentId` (a PaymentIntent id); `ProviderUnavailable` when Stripe can't say. */
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
    throw unavailable(error);
  }
}
