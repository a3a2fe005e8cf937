import { orderEndpoints as orders, type Page, type Purchase, type QueryOf } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pageAnswer } from '../../http/pagination.js';
import { publicOrigin } from '../../http/origin.js';
import { route } from '../../http/route.js';
import { purchaseAnswers } from '../../orders/answers.js';
import { createPurchase } from '../../orders/checkout.js';
import { openDownload } from '../../orders/downloads.js';
import { expireDuePurchases } from '../../orders/expiry.js';
import { listPurchases, type PurchaseScope } from '../../orders/listing.js';
import {
  askBeforeCancel,
  cancelPurchase,
  readablePurchase,
  verifyHostedReturn,
  verifyPayment,
} from '../../orders/purchases.js';
import { receivePurchase } from '../../orders/receive.js';
import { openHostedSession } from '../../payments/hosted-session.js';
import { closeEndedSession, hostedExpiry } from '../../payments/read-back.js';
import { runRefund } from '../../payments/refunds.js';
import type { Services } from '../../services.js';
import { orderAnswerContext } from './answer-context.js';

/** The purchase as its buyer (or an administrator) sees it now. */
export async function answerPurchase(
  services: Services,
  request: FastifyRequest,
  purchaseId: number,
): Promise<Purchase> {
  const row = await readablePurchase(services, request.log, sessionOf(request).user, purchaseId);
  const [answer] = await purchaseAnswers(orderAnswerContext(services, request), [row]);
  if (!answer) throw new Error(`purchase ${purchaseId} has no answer`);
  return answer;
}

/**
 * One page of purchases in `scope`, after expiring the overdue ones so none shows as pending (each
 * expiry forgets the catalogue's kept answers itself, orders/expiry.ts).
 */
export async function purchasePage(
  services: Services,
  request: FastifyRequest,
  scope: PurchaseScope,
  query: QueryOf<typeof orders.purchases>,
): Promise<Page<Purchase>> {
  // A buyer's list asks providers about the buyer's own sessions only, and an administrator's none
  // (the sweep does): one list must not wait on a provider for everybody's purchases.
  if (scope.kind === 'buyer') {
    await expireDuePurchases(services, hostedExpiry(services, request.log), {
      onlyBuyer: scope.buyerId,
    });
  } else await expireDuePurchases(services);
  const { count, rows } = await listPurchases(services.db, scope, query);
  const results = await purchaseAnswers(orderAnswerContext(services, request), rows);
  return pageAnswer(request, query, count, results);
}

/** The buyer's Purchases calls of docs/api.md. */
export function purchaseRoutes(services: Services) {
  const { db, storage } = services;
  return async (app: FastifyInstance) => {
    route(app, orders.createPurchase, async ({ body }, request, reply) => {
      const id = await createPurchase(services, sessionOf(request).user, body);
      reply.status(201);
      return answerPurchase(services, request, id);
    });

    route(app, orders.purchases, async ({ query }, request) =>
      purchasePage(
        services,
        request,
        { kind: 'buyer', buyerId: sessionOf(request).user.id },
        query,
      ),
    );

    route(app, orders.purchase, async ({ params: { id } }, request) =>
      answerPurchase(services, request, id),
    );

    route(app, orders.pay, async ({ params: { id } }, request) => {
      const origin = publicOrigin(services, request);
      return openHostedSession(services, request.log, sessionOf(request).user.id, id, origin);
    });

    route(app, orders.verifyPayment, async ({ params: { id }, body }, request) => {
      const outcome = await verifyPayment(services, sessionOf(request).user.id, id, body);
      if (outcome === 'hosted') await verifyHostedReturn(services, request.log, id);
      return answerPurchase(services, request, id);
    });

    route(app, orders.updateBuyerStatus, async ({ body }, request) => {
      const { purchase_id: id, status } = body;
      const buyerId = sessionOf(request).user.id;
      if (status === 'received') await receivePurchase(services, buyerId, id);
      else {
        await askBeforeCancel(services, request.log, buyerId, id);
        await cancelPurchase(services, buyerId, id);
        await closeEndedSession(services, request.log, id);
        // A paid purchase's refund was opened with the cancel: asked of its provider now.
        await runRefund({ ...services, log: request.log }, id);
      }
      return answerPurchase(services, request, id);
    });

    route(app, orders.downloadItem, async ({ params }, request, reply) => {
      const file = await openDownload(
        db,
        storage,
        sessionOf(request).user.id,
        params.id,
        params.itemId,
      );
      const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
      return reply
        .type('application/octet-stream')
        .header('Content-Length', file.size)
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    });
  };
}
