import type { FieldErrorIds } from '../../lib/form-errors';
import { fromCents, toCents } from '../../lib/money';

/**
 * A partial refund's `amount` for the API, and the check the contract leaves to the server (less
 * than what is left of the sale to refund, Claim.refundable, in cents as `refundableCents`) made
 * before sending: a sale's earlier claims may have given part of it back already.
 */
export function partialAmount(
  cents: number | null,
  refundableCents: number,
): { amount: string; errors: FieldErrorIds } {
  const amount = cents === null ? '' : fromCents(cents);
  if (cents === null || cents < refundableCents) return { amount, errors: {} };
  return { amount, errors: { amount: 'claims.amountUnderRefundable' } };
}

/**
 * The answers to a claim that may be chosen: all of `choices`, or, once nothing is left of the sale
 * to refund (`refundable`), those that are not `refunds`, which the server would refuse.
 */
export function choicesLeft<Choice extends string>(
  choices: readonly Choice[],
  refunds: readonly Choice[],
  refundable: string,
): Choice[] {
  return choices.filter((choice) => toCents(refundable) > 0 || !refunds.includes(choice));
}
