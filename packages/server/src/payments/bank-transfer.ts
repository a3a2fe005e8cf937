import type { ManualProvider } from './provider.js';

/*
 * Bank transfers (docs/api.md, Purchases): the buyer pays into the shop's account
 * (`BANK_TRANSFER_INSTRUCTIONS`) quoting the purchase's reference, then an administrator checks the
 * account and approves or refuses the purchase. Money goes back the same way: by hand.
 */

/** What a buyer quotes on the transfer so the administrator can match it to the purchase. */
export const transferReference = (purchaseId: number) =>
  `PLAZA-${String(purchaseId).padStart(6, '0')}`;

/** `transaction.instructions`: the account to pay into, then the reference to quote. */
export const transferInstructions = (instructions: string, purchaseId: number) =>
  `${instructions}\nReferencia / Reference: ${transferReference(purchaseId)}`;

/** The manual provider: an administrator checks transfers in and pays refunds back by hand. */
export function bankTransferProvider(instructions: string): ManualProvider {
  return {
    method: 'bank_transfer',
    kind: 'manual',
    name: 'Bank transfer',
    instructions: (purchaseId) => transferInstructions(instructions, purchaseId),
    refund: async () => ({ status: 'manual' }),
  };
}
