import type { Page, Review } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { originOf } from '../../http/origin.js';
import { pageAnswer } from '../../http/pagination.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { listReviews, type ReviewFilter } from '../../reviews/listing.js';
import { reviewWithParts, type ReviewWithParts } from '../../reviews/review-rows.js';
import type { Services } from '../../services.js';

/** Makes storage keys (avatars) absolute URLs at this request's origin. */
export const urlsFor = (services: Services, request: FastifyRequest) => {
  const origin = originOf(request);
  return (key: string) => services.storage.urlOf(key, origin);
};

/** The `Review` as it is now, after a change. */
export async function answerReview(
  services: Services,
  request: FastifyRequest,
  reviewId: number,
): Promise<Review> {
  return reviewAnswer(await reviewWithParts(services.db, reviewId), urlsFor(services, request));
}

/** One page of the reviews `filter` keeps, each answered by `answer`. */
export async function reviewPage<T>(
  services: Services,
  request: FastifyRequest,
  filter: ReviewFilter,
  answer: (row: ReviewWithParts, urlOf: (key: string) => string) => T,
): Promise<Page<T>> {
  const { count, rows } = await listReviews(services.db, filter);
  const urlOf = urlsFor(services, request);
  return pageAnswer(
    request,
    filter,
    count,
    rows.map((row) => answer(row, urlOf)),
  );
}
