import { earningsEndpoints as earnings } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { moneyText } from '../../ledger/cents.js';
import { balanceOf } from '../../ledger/balance.js';
import { listEntries } from '../../ledger/entries.js';
import { pendingOf } from '../../ledger/pending.js';
import type { Services } from '../../services.js';

/** GET `marketplace/earnings/`: the caller's balance, what is on its way, and their ledger. */
export function earningsRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, earnings.earnings, async ({ query }, request) => {
      const { id } = sessionOf(request).user;
      const { count, results } = await listEntries(db, id, query);
      return {
        balance: moneyText(await balanceOf(db, id)),
        pending: moneyText(await pendingOf(db, id)),
        entries: pageAnswer(request, query, count, results),
      };
    });
  };
}
