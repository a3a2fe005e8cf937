import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchaseItems, purchases, transactions } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

export const unpaidPurchaseHolds = (purchaseId: number, productId: number) =>
  new HttpError(
    409,
    'unpaid_purchase',
    'One of your purchases waiting for payment already holds this product: pay or cancel it first.',
    {},
    { purchase: purchaseId, product: productId },
  );

/**
 * The rule: a product waits for payment in at most one of a buyer's purchases at a time. A new
 * purchase holding any product that one of the buyer's `pending_payment` purchases (its window still
 * open, as `checkUnpaidLimit` counts them) already holds is refused `409 unpaid_purchase`, naming
 * that purchase (the latest, if several) and the product, so the buyer pays it instead: going back
 * from the payment step and checking out again must not hold the same stock twice. Whatever the
 * quantities, and whatever else either purchase holds: one rule a buyer can predict, where "exactly
 * the same items" would let a changed quantity through. A purchase paid by transfer and waiting for
 * approval no longer counts, nor one that ended. Call it in the purchase's transaction once it has
 * taken the buyer's turn (`takeUserTurn`), so identical checkouts at once take turns and the second
 * sees the first.
 */
export async function checkNoUnpaidTwin(
  tx: Db,
  buyerId: number,
  productIds: readonly number[],
): Promise<void> {
  const [twin] = await tx
    .select({ purchaseId: purchases.id, productId: purchaseItems.productId })
    .from(purchases)
    .innerJoin(transactions, eq(transactions.purchaseId, purchases.id))
    .innerJoin(purchaseItems, eq(purchaseItems.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        eq(purchases.status, 'pending_payment'),
        gt(transactions.expiresAt, sql`now()`),
        inArray(purchaseItems.productId, [...productIds]),
      ),
    )
    .orderBy(desc(purchases.id), purchaseItems.productId)
    .limit(1);
  if (twin) throw unpaidPurchaseHolds(twin.purchaseId, twin.productId);
}
