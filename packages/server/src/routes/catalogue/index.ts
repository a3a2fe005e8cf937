import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { adminProductRoutes } from './admin-products.js';
import { categoryRoutes } from './categories.js';
import { productRoutes } from './products.js';

/** The Catalogue and Administration calls of docs/api.md, under `marketplace/`. */
export function catalogueRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    // Category names, in every answer here, follow the caller's language.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Vary', 'Accept-Language');
    });
    await app.register(categoryRoutes(services.db));
    await app.register(productRoutes(services));
    await app.register(adminProductRoutes(services));
  };
}
