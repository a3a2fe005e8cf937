import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { creditReceivedPurchase } from '../ledger/purchase-credits.js';
import { applyPurchaseEvent, lockPurchase, type PurchaseRow } from './transitions.js';

/**
 * The buyer confirms receipt (`received`, once every sale is `sent`). Everything that follows from it
 * happens in this ONE database transaction, so a purchase is received and paid out together or not at
 * all, and exactly once: the purchase's row lock makes a second confirmation wait, then find it
 * `received` and answer `409`.
 *
 * `creditedAt` dates the ledger entries (by default, now): the demo shop (seed/demo/activity) gives
 * its history past dates, and the ledger is append-only, so its entries get theirs as they are
 * written instead of being changed later.
 */
export async function receivePurchase(
  services: ChangeServices,
  buyerId: number,
  purchaseId: number,
  creditedAt?: Date,
): Promise<void> {
  // A change, for what follows its commit: the notifications it writes counted on /metrics.
  await inChange(services, async ({ tx }) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    await receiveLocked(tx, purchase, creditedAt);
  });
}

/**
 * Receives `purchase`, locked by the caller's transaction `tx`: the buyer's confirmation above and
 * the automatic receipt (auto-receive.ts) both come through here, so both write the same credits,
 * and the state machine refuses (`409`) a purchase that is no longer `sent`.
 */
export async function receiveLocked(
  tx: Db,
  purchase: PurchaseRow,
  creditedAt?: Date,
): Promise<void> {
  await applyPurchaseEvent(tx, purchase, 'receive');
  // The sales' net amounts, the network's commissions and the company's fee, with `tx`, so the
  // credits commit with `received` or not at all.
  await creditReceivedPurchase(tx, purchase.id, creditedAt);
}
