import type { Purchase, VerifyPaymentBody } from '@plaza/api';

/**
 * The query a payment provider sends the buyer back with (docs/api.md, "Paying through a real
 * provider"): `/purchases/{id}?payment=return`, Stripe adding `session_id`, Mercado Pago its own
 * `payment_id`, `status`, `external_reference`, `preference_id`… The whole query is the
 * provider's, so the purchase page takes all of it out of the address once read.
 */
export const RETURN_PARAM = 'payment';
const RETURN_VALUE = 'return';
const SESSION_PARAM = 'session_id';

/** The longest session id verify-payment takes (@plaza/api's VerifyPaymentBody). */
const MAX_SESSION_ID = 300;

/** A return from the provider's page, with the session it names, if it names one. */
export interface PaymentReturn {
  sessionId: string | null;
}

/** The return `params` say, or null when the address is no return from a provider. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  if (params.get(RETURN_PARAM) !== RETURN_VALUE) return null;
  const sessionId = params.get(SESSION_PARAM)?.trim() ?? '';
  // Anything verify-payment would refuse is left out: the server asks the provider by the
  // session it stored anyway, and the id only lets it check that they agree.
  const usable = sessionId !== '' && sessionId.length <= MAX_SESSION_ID;
  return { sessionId: usable ? sessionId : null };
}

/** verify-payment's `verification_data` for a return: `{session_id}`, or `{}` (Mercado Pago). */
export function returnVerification({
  sessionId,
}: PaymentReturn): VerifyPaymentBody['verification_data'] {
  return sessionId === null ? {} : { session_id: sessionId };
}

/** Where a purchase stands on return: paid, still waiting for its payment, or ended without it. */
export type ReturnOutcome = 'paid' | 'waiting' | 'ended';

/** What the purchase the server answered says of its payment. */
export function returnOutcomeOf(purchase: Pick<Purchase, 'status' | 'transaction'>): ReturnOutcome {
  if (purchase.transaction.status === 'paid') return 'paid';
  return purchase.status === 'pending_payment' ? 'waiting' : 'ended';
}
