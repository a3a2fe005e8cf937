import type { Purchase } from '@plaza/api';
import type { Db } from '../../src/db/database.js';
import { claims } from '../../src/db/schema/index.js';
import { lockPurchase } from '../../src/orders/transitions.js';
import { openClaimRefund, type ClaimRefund } from '../../src/payments/claim-refunds.js';

/*
 * A claim's refund decided as the claim's resolving transaction decides it: the purchase's row
 * locked, then `openClaimRefund`. The claims are written straight into the database, resolved:
 * how a claim gets there is the claims' own tests'.
 */

/** A claim about the purchase's first sale, resolved with a refund of `amount` cents. */
export async function resolvedClaim(
  db: Db,
  purchase: Purchase,
  amount: number,
  full: boolean,
): Promise<ClaimRefund> {
  const saleId = purchase.items[0]!.sale_id;
  const [claim] = await db
    .insert(claims)
    .values({
      saleId,
      reason: 'damaged',
      text: 'Llegó roto.',
      status: 'resolved',
      outcome: full ? 'refund_full' : 'refund_partial',
      refundAmount: amount,
    })
    .returning({ id: claims.id });
  return { claimId: claim!.id, saleId, amount, full };
}

/** Opens `refund` in a transaction of its own, with purchase `purchaseId` locked; its refund id. */
export function decideClaimRefund(db: Db, purchaseId: number, refund: ClaimRefund) {
  return db.transaction(async (tx) => {
    if (!(await lockPurchase(tx, purchaseId))) throw new Error(`no purchase ${purchaseId}`);
    return openClaimRefund(tx, refund);
  });
}
