import type { FastifyInstance } from 'fastify';
import { startExpirySweep } from '../../orders/expiry.js';
import type { Services } from '../../services.js';
import { testTokenRoutes } from '../payments/test-tokens.js';
import { addressRoutes } from './addresses.js';
import { adminPurchaseRoutes } from './admin-purchases.js';
import { purchaseRoutes } from './purchases.js';
import { saleRoutes } from './sales.js';

/**
 * The Addresses, Purchases and Sales calls of API.md, the configured payment provider's routes, and
 * the sweep that closes unpaid purchases' payment windows while the server runs.
 */
export function orderRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(addressRoutes(services));
    await app.register(purchaseRoutes(services));
    await app.register(adminPurchaseRoutes(services));
    await app.register(saleRoutes(services));
    if (services.config.paymentProviders.includes('test')) await app.register(testTokenRoutes(services));
    const stopSweep = startExpirySweep(services.db, app.log, services.catalogueChanged);
    app.addHook('onClose', stopSweep);
  };
}
