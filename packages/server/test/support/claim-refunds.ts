import type { Db } from '../../src/db/database.js';
import { lockPurchase } from '../../src/orders/transitions.js';
import { openClaimRefund, type ClaimRefund } from '../../src/payments/claim-refunds.js';

/*
 * A claim's refund decided as the claim's resolving transaction decides it: the purchase's row
 * locked, then `openClaimRefund`. Claims' own ids: the refunds keep no foreign key to them.
 */

let lastClaim = 0;

/** A claim id no other test of the file uses. */
export const newClaimId = () => 900_000 + ++lastClaim;

/** Opens `refund` in a transaction of its own, with purchase `purchaseId` locked; its refund id. */
export function decideClaimRefund(db: Db, purchaseId: number, refund: ClaimRefund) {
  return db.transaction(async (tx) => {
    if (!(await lockPurchase(tx, purchaseId))) throw new Error(`no purchase ${purchaseId}`);
    return openClaimRefund(tx, refund);
  });
}
