import { reviewEndpoints as reviews } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { productRatingSummary } from '../../reviews/ratings.js';
import type { Services } from '../../services.js';
import { productOf } from '../catalogue/product-context.js';
import { reviewPage } from './review-answers.js';

/** GET `marketplace/products/{id}/reviews/`: what buyers said of an approved product. */
export function productReviewRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, reviews.productReviews, async ({ params, query }, request) => {
      const product = await productOf(services, params.id);
      if (product.status !== 'approved') throw notFound();
      const filter = { ...query, productId: product.id, isHidden: false };
      const [page, summary] = await Promise.all([
        reviewPage(services, request, filter, reviewAnswer),
        productRatingSummary(services.db, product.id),
      ]);
      return { ...page, summary };
    });
  };
}
