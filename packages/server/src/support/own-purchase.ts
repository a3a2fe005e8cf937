import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchases } from '../db/schema/index.js';

/** Whether `purchaseId` is one of the user's own purchases: a ticket may name only those. */
export async function isOwnPurchase(db: Db, userId: number, purchaseId: number) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.buyerId, userId)));
  return row !== undefined;
}
