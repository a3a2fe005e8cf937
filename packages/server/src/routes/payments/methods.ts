import { paymentEndpoints as payments } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { paymentMethodList } from '../../payments/methods.js';
import type { Services } from '../../services.js';

/** GET `payments/methods/`: what checkout offers, for anyone. */
export function paymentMethodRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, payments.paymentMethods, async () => paymentMethodList(services.payments));
  };
}
