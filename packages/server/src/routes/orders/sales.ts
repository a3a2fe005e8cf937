import { Sale, SaleListQuery, SalePage, SaleStatusBody, type Page } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { sales } from '../../db/schema/index.js';
import { pageAnswer } from '../../http/pagination.js';
import { pathId } from '../../http/path-id.js';
import { parse, parseQuery } from '../../http/validate.js';
import { saleAnswers } from '../../orders/answers.js';
import { expireDuePurchases } from '../../orders/expiry.js';
import { listSales } from '../../orders/listing.js';
import { mailSent } from '../../orders/notifications.js';
import { applySaleEvent } from '../../orders/transitions.js';
import type { Services } from '../../services.js';
import { orderAnswerContext } from './answer-context.js';
import { operation } from '../../http/operation.js';

/** The Sales calls of API.md: each seller's own sales and their shipping. */
export function saleRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/products-sales/',
      operation({
        summary: 'The caller’s sales',
        tag: 'Sales',
        auth: 'user',
        query: SaleListQuery,
        answers: { 200: SalePage },
      }),
      async (request): Promise<Page<Sale>> => {
        const query = parseQuery(SaleListQuery, request.query);
        await expireDuePurchases(db);
        const { count, rows } = await listSales(db, sessionOf(request).user.id, query);
        const results = await saleAnswers(orderAnswerContext(services, request), rows);
        return pageAnswer(request, query, count, results);
      },
    );

    app.patch(
      '/marketplace/products-sales/:id/update-status/',
      operation({
        summary: 'Mark a sale preparing or sent',
        tag: 'Sales',
        auth: 'user',
        body: SaleStatusBody,
        answers: { 200: Sale },
        errors: [409],
      }),
      async (request): Promise<Sale> => {
        const id = pathId(request);
        const { status, tracking_code } = parse(SaleStatusBody, request.body);
        const event = status === 'preparing' ? 'prepare' : 'ship';
        await db.transaction((tx) =>
          applySaleEvent(tx, sessionOf(request).user.id, id, event, tracking_code),
        );
        if (event === 'ship') await mailSent({ ...services, log: request.log }, id);
        const rows = await db.select().from(sales).where(eq(sales.id, id));
        const [answer] = await saleAnswers(orderAnswerContext(services, request), rows);
        if (!answer) throw new Error(`sale ${id} has no answer`);
        return answer;
      },
    );
  };
}
