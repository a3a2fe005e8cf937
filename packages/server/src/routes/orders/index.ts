import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { paymentMethodRoutes } from '../payments/methods.js';
import { testTokenRoutes } from '../payments/test-tokens.js';
import { webhookRoutes } from '../payments/webhooks.js';
import { addressRoutes } from './addresses.js';
import { adminPurchaseRoutes } from './admin-purchases.js';
import { messageRoutes } from './messages.js';
import { purchaseRoutes } from './purchases.js';
import { saleRoutes } from './sales.js';

/**
 * The Addresses, Purchases and Sales calls of docs/api.md, a sale's conversation, and the payment
 * methods and providers' routes.
 */
export function orderRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(addressRoutes(services));
    await app.register(purchaseRoutes(services));
    await app.register(adminPurchaseRoutes(services));
    await app.register(saleRoutes(services));
    await app.register(messageRoutes(services));
    await app.register(paymentMethodRoutes(services));
    await app.register(webhookRoutes(services));
    if (services.config.paymentProviders.includes('test'))
      await app.register(testTokenRoutes(services));
  };
}
