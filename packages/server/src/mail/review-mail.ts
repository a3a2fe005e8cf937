import { mailUserById, type Mailing } from './mail-user.js';
import { reviewReceived } from './templates/review-received.js';
import type { ReviewWithParts } from '../reviews/review-rows.js';

/** The seller hears of a new review of their product, in their language, once it is committed. */
export function mailReviewReceived(
  mailing: Mailing,
  { review, product, author }: ReviewWithParts,
): Promise<void> {
  return mailUserById(mailing, review.sellerId, reviewReceived, (seller) => ({
    username: seller.username,
    product: product.name,
    rating: review.rating,
    author: author.username,
    comment: review.comment,
  }));
}
