import { ProductReviewPage, ProductReviewsQuery } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { operation } from '../../http/operation.js';
import { parseQuery } from '../../http/validate.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { productRatingSummary } from '../../reviews/ratings.js';
import type { Services } from '../../services.js';
import { productOf } from '../catalogue/product-context.js';
import { reviewPage } from './review-answers.js';

/** GET `marketplace/products/{id}/reviews/`: what buyers said of an approved product. */
export function productReviewRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/products/:id/reviews/',
      operation({
        summary: 'The visible reviews of an approved product, newest first, with its summary',
        tag: 'Reviews',
        query: ProductReviewsQuery,
        answers: { 200: ProductReviewPage },
      }),
      async (request): Promise<ProductReviewPage> => {
        const product = await productOf(services, request);
        if (product.status !== 'approved') throw notFound();
        const query = parseQuery(ProductReviewsQuery, request.query);
        const filter = { ...query, productId: product.id, isHidden: false };
        const [page, summary] = await Promise.all([
          reviewPage(services, request, filter, reviewAnswer),
          productRatingSummary(services.db, product.id),
        ]);
        return { ...page, summary };
      },
    );
  };
}
