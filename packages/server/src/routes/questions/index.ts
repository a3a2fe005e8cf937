import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { productQuestionRoutes } from './product-questions.js';
import { questionActionRoutes } from './questions.js';

/** The Questions to the seller calls of docs/api.md, under `marketplace/`. */
export function questionRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(productQuestionRoutes(services));
    await app.register(questionActionRoutes(services));
  };
}
