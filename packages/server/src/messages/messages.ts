import type { Message } from '@plaza/api';
import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pageWithUsers } from '../db/page-with-users.js';
import { purchases, saleMessages, sales } from '../db/schema/index.js';

export type MessageRow = typeof saleMessages.$inferSelect;

/** A message with its author, as the conversation shows them: by their username. */
export interface MessageWithAuthor {
  message: MessageRow;
  user: { username: string };
}

/**
 * The `Message` of docs/api.md; `photoLinkOf` gives the signed link to a message's photo
 * (photo-links.ts), never its key's address: the file is private.
 */
export function messageAnswer(
  { message, user }: MessageWithAuthor,
  photoLinkOf: (messageId: number) => string,
): Message {
  return {
    id: message.id,
    sale_id: message.saleId,
    author: { username: user.username, role: message.authorRole },
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
export function listMessages(
  db: Db,
  saleId: number,
  page: { page: number; page_size: number },
): Promise<{ count: number; rows: MessageWithAuthor[] }> {
  return pageWithUsers(
    db,
    { key: 'message', table: saleMessages, userId: saleMessages.authorId },
    eq(saleMessages.saleId, saleId),
    [desc(saleMessages.createdAt), desc(saleMessages.id)],
    page,
  );
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
