import { notifyUser, type Mailing } from '../accounts/notify.js';
import { reviewReceived } from '../mail/templates/review-received.js';
import type { ReviewWithParts } from './review-rows.js';

/** The seller hears of a new review of their product, in their language, once it is committed. */
export function mailReviewReceived(
  mailing: Mailing,
  { review, product, author }: ReviewWithParts,
): Promise<void> {
  return notifyUser(mailing, review.sellerId, reviewReceived, (seller) => ({
    username: seller.username,
    product: product.name,
    rating: review.rating,
    author: author.username,
    comment: review.comment,
  }));
}
