import type { AdminReview } from '@plaza/api';
import { reviewApi } from '../../../lib/api-calls/reviews';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_REVIEWS_KEY } from './get-admin-reviews';

/**
 * PATCH `marketplace/admin/reviews/{id}/`: hides a review with the reason kept, or shows it again.
 * It leaves or rejoins every list and average at once: products and seller pages are fetched again.
 */
export async function setReviewVisibility(
  id: number,
  isHidden: boolean,
  reason: string | null = null,
): Promise<AdminReview> {
  const review = await reviewApi.setReviewVisibility(id, { is_hidden: isHidden, reason });
  await revalidate(ADMIN_REVIEWS_KEY, 'marketplace/products/', 'marketplace/sellers/');
  return review;
}
