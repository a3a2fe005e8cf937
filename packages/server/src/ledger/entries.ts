import type { LedgerEntry } from '@plaza/api';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ledgerEntries, users } from '../db/schema/index.js';
import { moneyText } from './cents.js';

/** A page of the user's ledger, newest first, and how many entries they have in all. */
export async function listEntries(
  db: Db,
  userId: number,
  { page, page_size }: { page: number; page_size: number },
): Promise<{ count: number; results: LedgerEntry[] }> {
  const mine = eq(ledgerEntries.userId, userId);
  const [total] = await db.select({ count: count() }).from(ledgerEntries).where(mine);
  const rows = await db
    .select({ entry: ledgerEntries, fromUsername: users.username })
    .from(ledgerEntries)
    .leftJoin(users, eq(users.id, ledgerEntries.fromUserId))
    .where(mine)
    .orderBy(desc(ledgerEntries.id))
    .limit(page_size)
    .offset((page - 1) * page_size);
  return {
    count: total?.count ?? 0,
    results: rows.map(({ entry, fromUsername }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: moneyText(entry.amountCents),
      purchase_id: entry.purchaseId,
      sale_id: entry.saleId,
      level: entry.level,
      from_username: fromUsername,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
