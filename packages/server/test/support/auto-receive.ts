import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { sales } from '../../src/db/schema/index.js';

/*
 * The automatic receipt's time, moved as a hosted shop's closeWindow() moves a payment window:
 * the sweep compares `sent_at` with the database's `now()`, so a test dates the sending back
 * instead of waiting AUTO_RECEIVE_DAYS.
 */

/** The automatic receipt's job, as `jobs.runOnce` names it. */
export const AUTO_RECEIVE_JOB = 'receive-sent-purchases';

/** Dates every sale of the purchase, or only sale `saleId` of it, `ago` back (`'14 days 1 minute'`). */
export async function sentAgo(
  db: Db,
  purchaseId: number,
  ago: string,
  saleId?: number,
): Promise<void> {
  await db
    .update(sales)
    .set({ sentAt: sql`now() - ${ago}::interval` })
    .where(
      and(
        eq(sales.purchaseId, purchaseId),
        saleId === undefined ? undefined : eq(sales.id, saleId),
      ),
    );
}

/** Every sale of the purchase, with when it was sent. */
export const salesOf = (db: Db, purchaseId: number) =>
  db.select().from(sales).where(eq(sales.purchaseId, purchaseId)).orderBy(sales.id);
