import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { adminReviewRoutes } from './admin-reviews.js';
import { productReviewRoutes } from './product-reviews.js';
import { reviewWritingRoutes } from './reviews.js';
import { sellerRoutes } from './sellers.js';

/** The Reviews and seller pages calls of docs/api.md, under `marketplace/`. */
export function reviewRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(reviewWritingRoutes(services));
    await app.register(productReviewRoutes(services));
    await app.register(sellerRoutes(services));
    await app.register(adminReviewRoutes(services));
  };
}
