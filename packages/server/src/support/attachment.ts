import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { supportTickets } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';

/**
 * The picture of a ticket, or `undefined` when there is no such ticket, it has none, or its file is
 * gone. Its key may be an old public one (storage.ts): the row says where it is.
 */
export async function openAttachment(db: Db, storage: FileStorage, ticketId: number) {
  const [row] = await db
    .select({ key: supportTickets.attachment })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  return row?.key ? storage.open(row.key) : undefined;
}
