import type { FastifyInstance } from 'fastify';
import { startExpirySweep } from '../../orders/expiry.js';
import type { Services } from '../../services.js';
import { hostedExpiry } from '../../payments/read-back.js';
import { startRefundSweep } from '../../payments/refund-sweep.js';
import { paymentMethodRoutes } from '../payments/methods.js';
import { testTokenRoutes } from '../payments/test-tokens.js';
import { webhookRoutes } from '../payments/webhooks.js';
import { addressRoutes } from './addresses.js';
import { adminPurchaseRoutes } from './admin-purchases.js';
import { purchaseRoutes } from './purchases.js';
import { saleRoutes } from './sales.js';

/**
 * The Addresses, Purchases and Sales calls of API.md, the payment methods and providers' routes, and
 * the sweeps that close unpaid purchases' payment windows and retry refunds while the server runs.
 */
export function orderRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(addressRoutes(services));
    await app.register(purchaseRoutes(services));
    await app.register(adminPurchaseRoutes(services));
    await app.register(saleRoutes(services));
    await app.register(paymentMethodRoutes(services));
    await app.register(webhookRoutes(services));
    if (services.config.paymentProviders.includes('test'))
      await app.register(testTokenRoutes(services));
    const stopSweep = startExpirySweep(
      services.db,
      app.log,
      services.catalogueChanged,
      hostedExpiry(services, app.log),
    );
    app.addHook('onClose', stopSweep);
    const stopRefundSweep = startRefundSweep(services, app.log);
    app.addHook('onClose', stopRefundSweep);
  };
}
