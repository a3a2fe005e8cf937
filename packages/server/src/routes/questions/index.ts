import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { productQuestionRoutes } from './product-questions.js';
import { questionRoutes } from './questions.js';

/** The Questions to the seller calls of API.md, under `marketplace/`. */
export function questionsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(productQuestionRoutes(services));
    await app.register(questionRoutes(services));
  };
}
