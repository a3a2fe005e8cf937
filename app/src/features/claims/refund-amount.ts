import type { FieldErrorIds } from '../../lib/form-errors';
import { fromCents } from '../../lib/money';

/**
 * A partial refund's `amount` for the API, and the check the contract leaves to the server
 * (less than the sale's total) made before sending when the total is known: the seller reads
 * their sale; an administrator's decision is checked by the server alone (`400` under the field).
 */
export function partialAmount(
  cents: number | null,
  totalCents: number | null,
): { amount: string; errors: FieldErrorIds } {
  const amount = cents === null ? '' : fromCents(cents);
  if (cents === null || totalCents === null || cents < totalCents) return { amount, errors: {} };
  return { amount, errors: { amount: 'claims.amountUnderTotal' } };
}
