import type { Review, ReviewBody, ReviewChangesBody } from '@plaza/api';
import { reviewApi } from '../../../lib/api-calls/reviews';
import { revalidate } from '../../../lib/revalidate';

/**
 * A review moves its product's and its seller's rating, and a reply changes what their reviews
 * show: every product (cards, the product page and its reviews), every seller page and the
 * administrators' list of reviews are fetched again.
 */
export const reviewsChanged = () =>
  revalidate('marketplace/products/', 'marketplace/sellers/', 'marketplace/admin/reviews/');

/** POST `marketplace/reviews/`: the buyer rates an item of a received sale; the seller is mailed. */
export async function createReview(body: ReviewBody): Promise<Review> {
  const review = await reviewApi.createReview(body);
  await reviewsChanged();
  return review;
}

/** PATCH `marketplace/reviews/{id}/`: its author changes it, within 30 days of posting. */
export async function updateReview(id: number, body: ReviewChangesBody): Promise<Review> {
  const review = await reviewApi.updateReview(id, body);
  await reviewsChanged();
  return review;
}
