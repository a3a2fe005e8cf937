import type { ReviewVisibilityBody } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { reviews } from '../db/schema/index.js';
import { addToRating } from './ratings.js';
import type { ReviewRow } from './review-rows.js';

/**
 * An administrator hides a review (keeping why, who and when) or shows it again. Its product's
 * rating loses or regains it in the same transaction, with the review's row locked, so hiding twice
 * or hiding while its author edits it never takes it out twice. `undefined` when there is no such
 * review.
 */
export async function setReviewVisibility(
  db: Db,
  adminId: number,
  reviewId: number,
  { is_hidden: hide, reason }: ReviewVisibilityBody,
): Promise<ReviewRow | undefined> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) return undefined;
    const [row] = await tx
      .update(reviews)
      .set(
        hide
          ? {
              isHidden: true,
              hiddenReason: reason?.trim() || null,
              hiddenById: adminId,
              hiddenAt: sql`now()`,
            }
          : { isHidden: false, hiddenReason: null, hiddenById: null, hiddenAt: null },
      )
      .where(eq(reviews.id, reviewId))
      .returning();
    if (review.isHidden !== hide) {
      const sign = hide ? -1 : 1;
      await addToRating(tx, review.productId, { sum: sign * review.rating, count: sign });
    }
    return row;
  });
}
