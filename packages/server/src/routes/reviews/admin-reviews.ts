import { reviewEndpoints as reviews } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { adminReviewAnswer } from '../../reviews/answers.js';
import { reviewWithParts } from '../../reviews/review-rows.js';
import { setReviewVisibility } from '../../reviews/visibility.js';
import type { Services } from '../../services.js';
import { reviewPage, urlsFor } from './review-answers.js';

/** The administrators' review calls: every review, and hiding or showing one. */
export function adminReviewRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      reviews.adminReviews,
      async ({ query: { is_hidden: isHidden, ...query } }, request) =>
        reviewPage(services, request, { ...query, isHidden }, adminReviewAnswer),
    );

    route(app, reviews.setReviewVisibility, async ({ params: { id }, body }, request) => {
      const row = await setReviewVisibility(services, sessionOf(request).user.id, id, body);
      if (!row) throw notFound();
      return adminReviewAnswer(await reviewWithParts(db, id), urlsFor(services, request));
    });
  };
}
