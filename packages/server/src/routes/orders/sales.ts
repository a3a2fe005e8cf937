import { orderEndpoints as orders } from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { inChange } from '../../changes/in-change.js';
import { sales } from '../../db/schema/index.js';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { saleAnswers } from '../../orders/answers.js';
import { expireDuePurchases } from '../../orders/expiry.js';
import { listSales } from '../../orders/listing.js';
import { mailSent } from '../../mail/purchase-mail.js';
import { applySaleEvent } from '../../orders/transitions.js';
import type { Services } from '../../services.js';
import { orderAnswerContext } from './answer-context.js';

/** The Sales calls of docs/api.md: each seller's own sales and their shipping. */
export function saleRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, orders.sales, async ({ query }, request) => {
      await expireDuePurchases(services);
      const { count, rows } = await listSales(db, sessionOf(request).user.id, query);
      const results = await saleAnswers(orderAnswerContext(services, request), rows);
      return pageAnswer(request, query, count, results);
    });

    route(app, orders.sale, async ({ params: { id } }, request) => {
      const sellerId = sessionOf(request).user.id;
      const rows = await db
        .select()
        .from(sales)
        .where(and(eq(sales.id, id), eq(sales.sellerId, sellerId)));
      const [answer] = await saleAnswers(orderAnswerContext(services, request), rows);
      // Someone else's sale is not found: saying more would tell that it exists.
      if (!answer) throw notFound();
      return answer;
    });

    route(app, orders.updateSaleStatus, async ({ params: { id }, body }, request) => {
      const event = body.status === 'preparing' ? 'prepare' : 'ship';
      await inChange({ ...services, log: request.log }, async ({ tx, afterCommit }) => {
        await applySaleEvent(tx, sessionOf(request).user.id, id, event, body.tracking_code);
        if (event === 'ship') afterCommit((mailing) => mailSent(mailing, id));
      });
      const rows = await db.select().from(sales).where(eq(sales.id, id));
      const [answer] = await saleAnswers(orderAnswerContext(services, request), rows);
      if (!answer) throw new Error(`sale ${id} has no answer`);
      return answer;
    });
  };
}
