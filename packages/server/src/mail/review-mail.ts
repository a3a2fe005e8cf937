import { reviewWithParts } from '../reviews/review-rows.js';
import { mailUserById, type Mailing } from './mail-user.js';
import { reviewReceived } from './templates/review-received.js';

/** The seller hears of a new review of their product, in their language, once it is committed. */
export async function mailReviewReceived(mailing: Mailing, reviewId: number): Promise<void> {
  const { review, product, author } = await reviewWithParts(mailing.db, reviewId);
  await mailUserById(mailing, review.sellerId, reviewReceived, (seller) => ({
    username: seller.username,
    product: product.name,
    rating: review.rating,
    author: author.username,
    comment: review.comment,
  }));
}
