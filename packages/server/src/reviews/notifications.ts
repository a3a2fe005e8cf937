import type { FastifyBaseLogger } from 'fastify';
import { notify } from '../accounts/notify.js';
import { findUserById } from '../accounts/users.js';
import { reviewReceived } from '../mail/templates/review-received.js';
import type { Services } from '../services.js';
import type { ReviewWithParts } from './review-rows.js';

type Mailing = Pick<Services, 'db' | 'mailer'> & { log: FastifyBaseLogger };

/** The seller hears of a new review of their product, in their language, once it is committed. */
export async function mailReviewReceived(
  { db, mailer, log }: Mailing,
  { review, product, author }: ReviewWithParts,
): Promise<void> {
  const seller = await findUserById(db, review.sellerId);
  notify(mailer, log, seller, reviewReceived, {
    username: seller.username,
    product: product.name,
    rating: review.rating,
    author: author.username,
    comment: review.comment,
  });
}
