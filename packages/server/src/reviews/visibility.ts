import type { ReviewVisibilityBody } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { reviews } from '../db/schema/index.js';
import { addToRating } from './ratings.js';
import type { ReviewRow } from './review-rows.js';

/**
 * An administrator hides a review (keeping why, who and when) or shows it again. Its product's
 * rating loses or regains it in the same transaction, with the review's row locked, so hiding twice
 * or hiding while its author edits it never takes it out twice; once committed, explore and the
 * product's page, which show the rating, are forgotten. `undefined` when there is no such review.
 */
export async function setReviewVisibility(
  services: ChangeServices,
  adminId: number,
  reviewId: number,
  { is_hidden: hide, reason }: ReviewVisibilityBody,
): Promise<ReviewRow | undefined> {
  return inChange(services, async ({ tx, catalogueChanged }) => {
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
    catalogueChanged();
    return row;
  });
}
