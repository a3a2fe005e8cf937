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
import type { Services } from '../../services.js';
import { answerPurchase, purchasePage } from './purchases.js';
import { operation } from '../../http/operation.js';

/** The administrators' Purchases calls: every purchase, and the review of bank transfers. */
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
        summary: 'Approve or refuse a paid purchase (administrators)',
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
          // A refused purchase's stock goes back on sale.
          services.catalogueChanged();
          await mailRefused(mailing, id);
        }
        return answerPurchase(services, request, id);
      },
    );
  };
}
