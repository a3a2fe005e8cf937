import type { Review } from '@plaza/api';
import { reviewApi } from '../../../lib/api-calls/reviews';
import { reviewsChanged } from './save-review';

/**
 * POST `marketplace/reviews/{id}/reply/`: the product's seller answers a review, once. The lists
 * are fetched again even when it is refused: a `409` says a reply is there already, and the list
 * then shows it instead of offering "Reply" again.
 */
export async function replyToReview(id: number, reply: string): Promise<Review> {
  try {
    return await reviewApi.replyToReview(id, { reply });
  } finally {
    await reviewsChanged();
  }
}
