import type Stripe from 'stripe';
import type { PaymentFact, ProviderMoney } from '../provider.js';
import { ProviderUnavailable } from '../provider.js';

/*
 * What Stripe's objects say about a purchase, as the port's facts. A Checkout Session names its
 * purchase in `metadata.purchase_id`, and so does its charge (Stripe copies the PaymentIntent's
 * metadata onto it). A session is paid only once `payment_status` is `paid`: a `complete` session
 * paid by an asynchronous method (a bank debit) is still `unpaid` until its own event says so.
 */

/** The purchase named in a Stripe object's metadata, or null when it names none. */
export function purchaseIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const text = metadata?.purchase_id;
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The id of a field that is an id, or that object when it was expanded. */
const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === 'string' ? field : field?.id;

/** What a paid session took, as Stripe counts it. */
function paidMoney(session: Stripe.Checkout.Session): ProviderMoney {
  if (session.currency === null || session.amount_total === null) {
    // A session in payment mode always has both; without them nothing can be checked or applied.
    throw new ProviderUnavailable(
      'Stripe',
      new Error(`session ${session.id} paid without an amount`),
    );
  }
  return { currency: session.currency.toUpperCase(), minor: session.amount_total };
}

/** The fact of a session paid, or of one still waiting, for `eventId`. */
function sessionFact(
  session: Stripe.Checkout.Session,
  eventId: string,
  kind: PaymentFact['kind'],
): PaymentFact {
  const fact: PaymentFact = { eventId, kind, purchaseId: purchaseIdOf(session.metadata) };
  const paymentId = idOf(session.payment_intent);
  if (paymentId) fact.paymentId = paymentId;
  if (kind === 'paid') fact.paid = paidMoney(session);
  return fact;
}

/** Paid when the money is taken; a completed session still waiting for its money is pending. */
const paidOrPending = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' ? 'paid' : 'pending';

/**
 * What a session read back says now. Its event id is made of its state, so reading the same state
 * again is one event, and a later state is another.
 */
export function sessionReadBack(session: Stripe.Checkout.Session): PaymentFact {
  const eventId = `session:${session.id}:${session.status}:${session.payment_status}`;
  const kind =
    session.status === 'complete'
      ? paidOrPending(session)
      : session.status === 'expired'
        ? 'expired'
        : 'pending';
  return sessionFact(session, eventId, kind);
}

/**
 * A refund's event, about the charge refunded: its metadata names the purchase. The refunds that
 * went through are named when the charge carries all of them; Stripe leaves its `refunds` out of
 * the charges it sends now, and then which refund it was cannot be told.
 */
function refundFact(event: Stripe.Event, charge: Stripe.Charge): PaymentFact {
  const fact: PaymentFact = {
    eventId: event.id,
    kind: 'refunded',
    purchaseId: purchaseIdOf(charge.metadata),
  };
  const paymentId = idOf(charge.payment_intent);
  if (paymentId) fact.paymentId = paymentId;
  if (charge.refunds && !charge.refunds.has_more) {
    fact.refundIds = charge.refunds.data
      .filter((refund) => refund.status === 'succeeded')
      .map((refund) => refund.id);
  }
  return fact;
}

/** The fact a verified event carries; events Plaza does not act on are `ignored`. */
export function eventFact(event: Stripe.Event): PaymentFact {
  switch (event.type) {
    case 'checkout.session.completed':
      return sessionFact(event.data.object, event.id, paidOrPending(event.data.object));
    case 'checkout.session.async_payment_succeeded':
      return sessionFact(event.data.object, event.id, 'paid');
    case 'checkout.session.async_payment_failed':
      return sessionFact(event.data.object, event.id, 'failed');
    case 'checkout.session.expired':
      return sessionFact(event.data.object, event.id, 'expired');
    case 'charge.refunded':
      return refundFact(event, event.data.object);
    default:
      return { eventId: event.id, kind: 'ignored', purchaseId: null };
  }
}
