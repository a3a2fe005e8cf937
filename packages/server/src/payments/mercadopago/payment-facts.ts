import type { PaymentFact } from '../provider.js';
import { minorOfAmount } from './charge-terms.js';

/*
 * What a Mercado Pago payment says about a purchase. A preference is paid by payments: each has a
 * `status`, names the purchase by `external_reference` (the purchase's id, as the preference was
 * opened with), and is known by its numeric id. A payment moves through statuses, so a fact's event id
 * is the payment and its status: each change applies once, and a change after it applies too.
 */

/** The fields of a payment the adapter reads, as `Payment.get` and `Payment.search` answer them. */
export interface MercadoPagoPayment {
  id?: number | string;
  status?: string;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  /** The refunds made of it, oldest first. */
  refunds?: { id?: number | string; status?: string }[];
}

type PaymentKind = Exclude<PaymentFact['kind'], 'expired'>;

/** Mercado Pago's payment statuses, by what they mean for a purchase. */
const KIND_OF_STATUS: Record<string, PaymentKind> = {
  approved: 'paid',
  rejected: 'failed',
  cancelled: 'failed',
  refunded: 'refunded',
  charged_back: 'refunded',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
};

/** What a payment's status means: `ignored` for one Plaza does not act on (`in_mediation`). */
export function kindOfStatus(status: string | undefined): PaymentKind {
  return (status !== undefined && KIND_OF_STATUS[status]) || 'ignored';
}

/** The purchase an `external_reference` names: a positive integer, or null. */
export function purchaseIdOf(externalReference: string | undefined): number | null {
  if (externalReference === undefined || !/^[1-9]\d{0,15}$/.test(externalReference)) return null;
  const id = Number(externalReference);
  return Number.isSafeInteger(id) ? id : null;
}

/** The fact one payment states: its status's kind, with the money for `paid`. */
export function factOfPayment(payment: MercadoPagoPayment): PaymentFact {
  const kind = kindOfStatus(payment.status);
  const paymentId = String(payment.id);
  const fact: PaymentFact = {
    eventId: `payment:${paymentId}:${payment.status ?? 'unknown'}`,
    kind,
    purchaseId: purchaseIdOf(payment.external_reference),
    paymentId,
  };
  if (kind === 'paid') fact.paid = paidMoneyOf(payment);
  if (kind === 'refunded' && payment.refunds) fact.refundIds = approvedRefundIds(payment.refunds);
  return fact;
}

/** The ids of a payment's refunds that went through. */
function approvedRefundIds(refunds: NonNullable<MercadoPagoPayment['refunds']>): string[] {
  return refunds.flatMap(({ id, status }) =>
    id !== undefined && status === 'approved' ? [String(id)] : [],
  );
}

/**
 * What was paid. A payment without its amount or currency cannot match a purchase's terms: it is
 * reported as nothing paid in no currency, which the terms' check refuses.
 */
function paidMoneyOf(payment: MercadoPagoPayment): NonNullable<PaymentFact['paid']> {
  const { currency_id: currency, transaction_amount: amount } = payment;
  if (currency === undefined || amount === undefined) return { currency: '', minor: 0 };
  try {
    return { currency, minor: minorOfAmount(amount, currency) };
  } catch {
    // A currency Plaza does not charge in, or an amount that is not one: it matches no terms.
    return { currency, minor: 0 };
  }
}

/** The kinds a preference's payments are read by, the first found deciding. */
const SESSION_PRECEDENCE: PaymentKind[] = ['paid', 'refunded', 'pending', 'failed'];

/**
 * What the payments of one purchase say of its preference: paid when one was approved, else
 * refunded, else pending while one is still being processed, else failed when all were declined;
 * pending when there is none yet (the buyer has not paid, or is paying now).
 */
export function factOfPayments(
  payments: MercadoPagoPayment[],
  session: { purchaseId: number; sessionId: string },
): PaymentFact {
  for (const kind of SESSION_PRECEDENCE) {
    const payment = payments.find((candidate) => kindOfStatus(candidate.status) === kind);
    if (payment) return factOfPayment(payment);
  }
  return {
    eventId: `preference:${session.sessionId}:none`,
    kind: 'pending',
    purchaseId: session.purchaseId,
  };
}
