import {
  AdminReview,
  AdminReviewPage,
  AdminReviewQuery,
  ReviewVisibilityBody,
  type Page,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { notFound } from '../../http/http-error.js';
import { operation } from '../../http/operation.js';
import { pathId } from '../../http/path-id.js';
import { parse, parseQuery } from '../../http/validate.js';
import { adminReviewAnswer } from '../../reviews/answers.js';
import { reviewWithParts } from '../../reviews/review-rows.js';
import { setReviewVisibility } from '../../reviews/visibility.js';
import type { Services } from '../../services.js';
import { reviewPage, urlsFor } from './review-answers.js';

/** The administrators' review calls: every review, and hiding or showing one. */
export function adminReviewRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/admin/reviews/',
      operation({
        summary: 'Every review, hidden ones too (administrators)',
        tag: 'Administration',
        auth: 'admin',
        query: AdminReviewQuery,
        answers: { 200: AdminReviewPage },
      }),
      async (request): Promise<Page<AdminReview>> => {
        const { is_hidden: isHidden, ...query } = parseQuery(AdminReviewQuery, request.query);
        return reviewPage(services, request, { ...query, isHidden }, adminReviewAnswer);
      },
    );

    app.patch(
      '/marketplace/admin/reviews/:id/',
      operation({
        summary: 'Hide a review with a reason, or show it again (administrators)',
        tag: 'Administration',
        auth: 'admin',
        body: ReviewVisibilityBody,
        answers: { 200: AdminReview },
      }),
      async (request): Promise<AdminReview> => {
        const id = pathId(request);
        const body = parse(ReviewVisibilityBody, request.body);
        const row = await setReviewVisibility(db, sessionOf(request).user.id, id, body);
        if (!row) throw notFound();
        // It leaves (or comes back to) its product's rating: explore and the product show it at once.
        services.catalogueChanged();
        return adminReviewAnswer(await reviewWithParts(db, id), urlsFor(services, request));
      },
    );
  };
}
