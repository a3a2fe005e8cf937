import { reviewEndpoints as reviews } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { route } from '../../http/route.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { replyToReview } from '../../reviews/reply.js';
import { reviewWithParts } from '../../reviews/review-rows.js';
import { createReview, editReview } from '../../reviews/write-review.js';
import type { Services } from '../../services.js';
import { answerReview, urlsFor } from './review-answers.js';

/** A buyer's review of a received item, its author's changes, and its seller's reply. */
export function reviewWritingRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, reviews.createReview, async ({ body }, request, reply) => {
      const { id } = await createReview(services, sessionOf(request).user.id, body);
      const review = await reviewWithParts(db, id);
      reply.status(201);
      return reviewAnswer(review, urlsFor(services, request));
    });

    route(app, reviews.updateReview, async ({ params: { id }, body }, request) => {
      await editReview(services, sessionOf(request).user.id, id, body);
      return answerReview(services, request, id);
    });

    route(app, reviews.replyToReview, async ({ params: { id }, body }, request) => {
      await replyToReview(services, sessionOf(request).user.id, id, body.reply);
      return answerReview(services, request, id);
    });
  };
}
