import {
  Purchase,
  PurchaseListQuery,
  PurchasePage,
  PurchaseReviewBody,
  type Page,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { pathId } from '../../http/path-id.js';
import { parse } from '../../http/validate.js';
import { mailPaid, mailRefused } from '../../orders/notifications.js';
import { reviewPurchase } from '../../orders/purchases.js';
import { markRefundPaid, runRefund } from '../../payments/refunds.js';
import type { Services } from '../../services.js';
import { answerPurchase, purchasePage } from './purchases.js';
import { operation } from '../../http/operation.js';

/**
 * The administrators' Purchases calls: every purchase, the review of bank transfers (and the refusal
 * of a paid purchase before anything is sent), and the manual refunds they pay back by hand.
 */
export function adminPurchaseRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/admin/purchases/',
      operation({
        summary: 'Every purchase (administrators)',
        tag: 'Administration',
        auth: 'admin',
        query: PurchaseListQuery,
        answers: { 200: PurchasePage },
      }),
      async (request): Promise<Page<Purchase>> => purchasePage(services, request, { kind: 'all' }),
    );

    app.patch(
      '/marketplace/products-purchase/:id/update-status/',
      operation({
        summary: 'Approve a bank transfer, or refuse a purchase before it is sent (administrators)',
        tag: 'Administration',
        auth: 'admin',
        body: PurchaseReviewBody,
        answers: { 200: Purchase },
        errors: [409],
      }),
      async (request): Promise<Purchase> => {
        const id = pathId(request);
        const body = parse(PurchaseReviewBody, request.body);
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
      },
    );

    app.post(
      '/marketplace/admin/purchases/:id/refund-paid/',
      operation({
        summary: 'Mark a bank transfer’s refund paid back by hand (administrators)',
        tag: 'Administration',
        auth: 'admin',
        answers: { 200: Purchase },
        errors: [409],
      }),
      async (request): Promise<Purchase> => {
        const id = pathId(request);
        await markRefundPaid(services.db, id);
        return answerPurchase(services, request, id);
      },
    );
  };
}
