import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchases, transactions } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

export const tooManyUnpaid = () =>
  new HttpError(
    409,
    'too_many_unpaid',
    'You already have the most purchases waiting for payment: pay or cancel one first.',
  );

/**
 * Refuses a new purchase with `409 too_many_unpaid` while the buyer already holds `max` purchases
 * waiting for payment (docs/api.md, Purchases), so one account can't keep a product's stock held
 * unpaid. A purchase whose window has closed counts no more, even before the sweep expires it. Call
 * it in the purchase's transaction once it has taken the buyer's turn (`takeUserTurn`), before
 * anything is written, so checkouts of the same buyer at once, on any instance, take turns: the
 * next one counts the purchase this one writes.
 */
export async function checkUnpaidLimit(tx: Db, buyerId: number, max: number): Promise<void> {
  const [unpaid] = await tx
    .select({ count: count() })
    .from(purchases)
    .innerJoin(transactions, eq(transactions.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        eq(purchases.status, 'pending_payment'),
        gt(transactions.expiresAt, sql`now()`),
      ),
    );
  if (unpaid && unpaid.count >= max) throw tooManyUnpaid();
}
