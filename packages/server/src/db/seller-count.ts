import { count, eq } from 'drizzle-orm';
import type { Db } from './database.js';
import { sales } from './schema/index.js';
import { theRow } from './the-row.js';

/**
 * How many sellers' sales a purchase has (one sale per seller), so that what the buyer hears of one
 * of them says "part of your purchase" only when there are others: the bell and the mail.
 */
export async function sellerCountOf(db: Db, purchaseId: number): Promise<number> {
  const sellers = await theRow(
    db.select({ value: count() }).from(sales).where(eq(sales.purchaseId, purchaseId)),
    `the sales of purchase ${purchaseId}`,
  );
  return sellers.value;
}
