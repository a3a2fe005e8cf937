import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ledgerEntries, users } from '../db/schema/index.js';

/** A user's balance in cents: the sum of their entries, never a number kept beside them. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.cents ?? 0);
}

/**
 * Locks the user's row until the transaction ends, so whatever reads and then spends their balance
 * (a withdrawal) or counts their recent tickets runs one at a time per user, on every instance.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
