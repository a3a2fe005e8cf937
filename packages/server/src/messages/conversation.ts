import {
  CONVERSATION_OPEN_DAYS_AFTER_RECEIPT,
  type ClaimStatus,
  type MessageAuthorRole,
  type PurchaseStatus,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { claims, purchases, sales } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';

/** A sale's conversation as one caller sees it: the sale's parties, its status and the caller's role. */
export interface Conversation {
  saleId: number;
  purchaseId: number;
  buyerId: number;
  sellerId: number;
  status: PurchaseStatus;
  /** Received more than CONVERSATION_OPEN_DAYS_AFTER_RECEIPT days ago. */
  receivedLongAgo: boolean;
  /** The status of the sale's claim still open, or null when none is. */
  claimStatus: ClaimStatus | null;
  /** What the caller is to the sale: a party, or an administrator who reads. */
  role: MessageAuthorRole;
}

/** Who is asking: the user's id, and whether they administer the shop. */
export interface Reader {
  id: number;
  isAdmin: boolean;
}

/**
 * A `received` sale changes no more, so its last change is its receipt: the conversation counts
 * its days from then, by the database's clock, as the review's edit window does.
 */
const receivedLongAgo = sql<boolean>`${sales.status} = 'received' and ${sales.updatedAt} <= now() - make_interval(days => ${CONVERSATION_OPEN_DAYS_AFTER_RECEIPT})`;

/**
 * The conversation of sale `saleId` for `reader`: its buyer and its seller by their part in it, an
 * administrator as one, anyone else `404`, as a sale that does not exist. With `lock`, the sale's
 * row is held (`FOR SHARE`) until `db`'s transaction ends, so its status cannot change under a
 * message being written.
 */
export async function findConversation(
  db: Db,
  saleId: number,
  reader: Reader,
  { lock = false } = {},
): Promise<Conversation> {
  const query = db
    .select({
      saleId: sales.id,
      purchaseId: sales.purchaseId,
      buyerId: purchases.buyerId,
      sellerId: sales.sellerId,
      status: sales.status,
      receivedLongAgo,
      claimStatus: sql<ClaimStatus | null>`(select ${claims.status} from ${claims} where ${claims.saleId} = ${sales.id} and ${claims.status} <> 'resolved')`,
    })
    .from(sales)
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(eq(sales.id, saleId));
  const [sale] = await (lock ? query.for('share', { of: sales }) : query);
  if (!sale) throw notFound();
  // A party before an administrator: an administrator who bought writes as the buyer.
  const role =
    sale.buyerId === reader.id
      ? 'buyer'
      : sale.sellerId === reader.id
        ? 'seller'
        : reader.isAdmin
          ? 'admin'
          : undefined;
  if (!role) throw notFound();
  return { ...sale, role };
}

/** A sale not paid yet: nothing to talk about. */
const NOT_OPEN: readonly PurchaseStatus[] = ['pending_payment', 'pending_approval'];
/** A sale that ended without being received. */
const ENDED: readonly PurchaseStatus[] = ['cancelled', 'refused', 'expired'];

/**
 * Why `conversation` takes no new message, or `undefined` when it does: it opens when the sale is
 * paid (`approved`) and closes once the sale ended unreceived or CONVERSATION_OPEN_DAYS_AFTER_RECEIPT
 * days after it was received with no claim open.
 */
export function closedConversation({
  status,
  receivedLongAgo,
  claimStatus,
}: Conversation): HttpError | undefined {
  if (NOT_OPEN.includes(status)) {
    return new HttpError(
      409,
      'conversation_not_open',
      'The conversation opens once the sale is paid.',
    );
  }
  if (ENDED.includes(status) || (receivedLongAgo && claimStatus === null)) {
    return new HttpError(409, 'conversation_closed', 'The conversation is closed.');
  }
  return undefined;
}
