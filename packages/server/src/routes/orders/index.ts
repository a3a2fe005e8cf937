import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { addressRoutes } from './addresses.js';

/** The Addresses, Purchases and Sales calls of API.md, and the payment providers' routes. */
export function orderRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(addressRoutes(services));
  };
}
