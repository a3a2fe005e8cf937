import { orderEndpoints as orders } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { mailPaid, mailRefused } from '../../mail/purchase-mail.js';
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
      await reviewPurchase(services.db, id, body);
      const mailing = { ...services, log: request.log };
      if (body.data.status === 'approved') await mailPaid(mailing, id);
      else {
        // A refused purchase's stock goes back on sale, and the money it took goes back.
        services.catalogueChanged();
        await runRefund(mailing, id);
        await mailRefused(mailing, id);
      }
      return answerPurchase(services, request, id);
    });

    route(app, orders.markRefundPaid, async ({ params: { id } }, request) => {
      await markRefundPaid(services.db, id);
      return answerPurchase(services, request, id);
    });
  };
}
