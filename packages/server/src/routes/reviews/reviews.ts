import { Review, ReviewBody, ReviewChangesBody, ReviewReplyBody } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { operation } from '../../http/operation.js';
import { pathId } from '../../http/path-id.js';
import { parse } from '../../http/validate.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { mailReviewReceived } from '../../reviews/notifications.js';
import { replyToReview } from '../../reviews/reply.js';
import { reviewWithParts } from '../../reviews/review-rows.js';
import { createReview, editReview } from '../../reviews/write-review.js';
import type { Services } from '../../services.js';
import { answerReview, urlsFor } from './review-answers.js';

const REVIEWS = '/marketplace/reviews/';

/** A buyer's review of a received item, its author's changes, and its seller's reply. */
export function reviewWritingRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.post(
      REVIEWS,
      operation({
        summary: 'Rate an item of one of the caller’s purchases, once its sale is received',
        tag: 'Reviews',
        auth: 'user',
        body: ReviewBody,
        answers: { 201: Review },
        errors: [404, 409],
      }),
      async (request, reply): Promise<Review> => {
        const body = parse(ReviewBody, request.body);
        const { id } = await createReview(db, sessionOf(request).user.id, body);
        // Its product's rating changed: explore and the product's page show it at once.
        services.catalogueChanged();
        const review = await reviewWithParts(db, id);
        await mailReviewReceived({ ...services, log: request.log }, review);
        reply.status(201);
        return reviewAnswer(review, urlsFor(services, request));
      },
    );

    app.patch(
      `${REVIEWS}:id/`,
      operation({
        summary: 'Change the caller’s review, within 30 days of posting it',
        tag: 'Reviews',
        auth: 'user',
        body: ReviewChangesBody,
        answers: { 200: Review },
        errors: [409],
      }),
      async (request): Promise<Review> => {
        const id = pathId(request);
        const changes = parse(ReviewChangesBody, request.body);
        await editReview(db, sessionOf(request).user.id, id, changes);
        services.catalogueChanged();
        return answerReview(services, request, id);
      },
    );

    app.post(
      `${REVIEWS}:id/reply/`,
      operation({
        summary: 'Reply once to a review of one of the caller’s products',
        tag: 'Reviews',
        auth: 'user',
        body: ReviewReplyBody,
        answers: { 200: Review },
        errors: [409],
      }),
      async (request): Promise<Review> => {
        const id = pathId(request);
        const { reply } = parse(ReviewReplyBody, request.body);
        await replyToReview(db, sessionOf(request).user.id, id, reply);
        // The product's page shows its first reviews with their replies.
        services.catalogueChanged();
        return answerReview(services, request, id);
      },
    );
  };
}
