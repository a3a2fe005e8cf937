import { and, eq, isNull, sql } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { reviews } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { ReviewRow } from './review-rows.js';

export const alreadyReplied = () =>
  new HttpError(409, 'already_replied', 'This review has a reply already.');

/**
 * The seller of the reviewed product replies, once: one conditional UPDATE, so two replies sent at
 * the same moment can't both be kept. Anyone else's review is `404`. The product's page, which
 * shows its first reviews with their replies, is forgotten once the reply is committed.
 */
export async function replyToReview(
  services: ChangeServices,
  sellerId: number,
  reviewId: number,
  reply: string,
): Promise<ReviewRow> {
  const own = and(eq(reviews.id, reviewId), eq(reviews.sellerId, sellerId));
  return inChange(services, async ({ tx, catalogueChanged }) => {
    const [row] = await tx
      .update(reviews)
      .set({ reply: reply.trim(), repliedAt: sql`now()` })
      .where(and(own, isNull(reviews.reply)))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(own);
      throw existing ? alreadyReplied() : notFound();
    }
    catalogueChanged();
    return row;
  });
}
