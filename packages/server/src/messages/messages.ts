import type { Message } from '@plaza/api';
import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchases, saleMessages, sales, users } from '../db/schema/index.js';

export type MessageRow = typeof saleMessages.$inferSelect;

/** A message with its author's username, as the conversation shows it. */
export interface MessageWithAuthor {
  message: MessageRow;
  username: string;
}

/**
 * The `Message` of docs/api.md; `photoLinkOf` gives the signed link to a message's photo
 * (photo-links.ts), never its key's address: the file is private.
 */
export function messageAnswer(
  { message, username }: MessageWithAuthor,
  photoLinkOf: (messageId: number) => string,
): Message {
  return {
    id: message.id,
    sale_id: message.saleId,
    author: { username, role: message.authorRole },
    text: message.text,
    photo: message.photo ? photoLinkOf(message.id) : null,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
  };
}

/** The messages `readerId` has not read: the other party's, with no `read_at`. */
const unreadBy = (readerId: number) =>
  and(ne(saleMessages.authorId, readerId), isNull(saleMessages.readAt));

/** A page of sale `saleId`'s conversation, newest first, and how many messages it has in all. */
export async function listMessages(
  db: Db,
  saleId: number,
  { page, page_size }: { page: number; page_size: number },
): Promise<{ count: number; rows: MessageWithAuthor[] }> {
  const where = eq(saleMessages.saleId, saleId);
  const [total] = await db.select({ count: count() }).from(saleMessages).where(where);
  const rows = await db
    .select({ message: saleMessages, username: users.username })
    .from(saleMessages)
    .innerJoin(users, eq(users.id, saleMessages.authorId))
    .where(where)
    .orderBy(desc(saleMessages.createdAt), desc(saleMessages.id))
    .limit(page_size)
    .offset((page - 1) * page_size);
  return { count: total?.count ?? 0, rows };
}

/** How many messages of sale `saleId` `readerId` has not read. */
export async function unreadInSale(db: Db, saleId: number, readerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(saleMessages)
    .where(and(eq(saleMessages.saleId, saleId), unreadBy(readerId)));
  return row?.value ?? 0;
}

/** Marks read the messages of sale `saleId` that `readerId` had not read. */
export async function markSaleRead(db: Db, saleId: number, readerId: number): Promise<void> {
  await db
    .update(saleMessages)
    .set({ readAt: new Date() })
    .where(and(eq(saleMessages.saleId, saleId), unreadBy(readerId)));
}

/**
 * `User.pending.messages`: the messages `userId` has not read in every conversation of theirs,
 * as the buyer or the seller of the sale.
 */
export async function unreadMessagesOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(saleMessages)
    .innerJoin(sales, eq(sales.id, saleMessages.saleId))
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(and(or(eq(sales.sellerId, userId), eq(purchases.buyerId, userId)), unreadBy(userId)));
  return row?.value ?? 0;
}
