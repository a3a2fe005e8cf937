import { orderEndpoints as orders } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { reviewPurchase } from '../../orders/purchases.js';
import { markRefundPaid, runRefund } from '../../payments/refunds.js';
import type { Services } from '../../services.js';
import { answerPurchase, purchasePage } from './purchases.js';

/**
 * The administrators' Purchases calls: every purchase, the review of bank transfers (and the refusal
 * of a paid purchase before anything is sent), and the manual refunds they pay back by hand.
 */
export function adminPurchaseRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, orders.adminPurchases, async ({ query }, request) =>
      purchasePage(services, request, { kind: 'all' }, query),
    );

    route(app, orders.reviewPurchase, async ({ params: { id }, body }, request) => {
      await reviewPurchase(services, id, body);
      // A refused purchase's money goes back: its refund, opened with the refusal, is asked now.
      if (body.data.status === 'refused') await runRefund({ ...services, log: request.log }, id);
      return answerPurchase(services, request, id);
    });

    route(app, orders.markRefundPaid, async ({ params: { id } }, request) => {
      await markRefundPaid(services, id);
      return answerPurchase(services, request, id);
    });
  };
}
