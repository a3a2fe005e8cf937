import type { FakeRefund, FakeSession } from './records.js';

/*
 * The fake's records as Stripe's API writes them (the fields Plaza and the SDK read, and the usual
 * ones beside them), so the SDK's types hold for what it parses.
 */

/** The PaymentIntent of a paid session. */
export function paymentIntentJson(session: FakeSession) {
  return {
    id: session.paymentIntentId,
    object: 'payment_intent',
    amount: session.amountTotal,
    amount_received: session.amountTotal,
    currency: session.currency,
    latest_charge: session.chargeId,
    metadata: session.paymentIntentMetadata,
    status: 'succeeded',
    created: session.created,
    livemode: false,
  };
}

/** A Checkout Session; `expandPaymentIntent` as `expand[]=payment_intent` asks. */
export function sessionJson(session: FakeSession, pageUrl: string, expandPaymentIntent = false) {
  const paid = session.paymentIntentId !== null;
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    status: session.status,
    payment_status: session.paymentStatus,
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    currency: session.currency,
    client_reference_id: session.clientReferenceId,
    customer_email: session.customerEmail,
    metadata: session.metadata,
    payment_intent:
      paid && expandPaymentIntent ? paymentIntentJson(session) : session.paymentIntentId,
    expires_at: session.expiresAt,
    created: session.created,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    // Stripe's page answers only while the session is open.
    url: session.status === 'open' ? pageUrl : null,
    livemode: false,
  };
}

/** The charge of a paid session, with the PaymentIntent's metadata, as Stripe copies it. */
export function chargeJson(session: FakeSession) {
  return {
    id: session.chargeId,
    object: 'charge',
    amount: session.amountTotal,
    amount_captured: session.amountTotal,
    amount_refunded: session.amountRefunded,
    currency: session.currency,
    metadata: session.paymentIntentMetadata,
    payment_intent: session.paymentIntentId,
    paid: true,
    refunded: session.amountRefunded >= session.amountTotal,
    status: 'succeeded',
    created: session.created,
    livemode: false,
  };
}

export function refundJson(refund: FakeRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    charge: refund.chargeId,
    currency: refund.currency,
    payment_intent: refund.paymentIntentId,
    metadata: {},
    status: refund.status,
    created: refund.created,
  };
}
