import type { AdminReview, OwnReview, Review } from '@plaza/api';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchaseItems, reviews } from '../db/schema/index.js';
import { editWindowOpen } from './edit-window.js';
import type { ReviewRow, ReviewWithParts } from './review-rows.js';

/** Makes a storage key (an avatar) an absolute URL at the caller's origin. */
type UrlOf = (key: string) => string;

/** The `Review` everyone may see: the author by username and avatar only. */
export function reviewAnswer({ review, product, author }: ReviewWithParts, urlOf: UrlOf): Review {
  return {
    id: review.id,
    product,
    rating: review.rating,
    comment: review.comment,
    author: { username: author.username, avatar: author.avatar ? urlOf(author.avatar) : null },
    reply: review.reply,
    replied_at: review.repliedAt?.toISOString() ?? null,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

/** The `AdminReview`: the same, with whether it is hidden and why. */
export function adminReviewAnswer(row: ReviewWithParts, urlOf: UrlOf): AdminReview {
  return {
    ...reviewAnswer(row, urlOf),
    is_hidden: row.review.isHidden,
    hidden_reason: row.review.hiddenReason,
  };
}

function ownReviewAnswer(review: ReviewRow, editable: boolean): OwnReview {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply,
    created_at: review.createdAt.toISOString(),
    editable,
  };
}

/** The reviews of these purchases' items, by item id, for their buyer's answers. */
export async function ownReviewsOf(db: Db, purchaseIds: number[]): Promise<Map<number, OwnReview>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select({ review: reviews, editable: editWindowOpen })
    .from(reviews)
    .innerJoin(purchaseItems, eq(purchaseItems.id, reviews.purchaseItemId))
    .where(inArray(purchaseItems.purchaseId, purchaseIds));
  return new Map(
    rows.map(({ review, editable }) => [review.purchaseItemId, ownReviewAnswer(review, editable)]),
  );
}
