import { earningsEndpoints as earnings } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { spendCode } from '../../auth/one-time-codes.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { centsOf } from '../../ledger/cents.js';
import { balanceOf } from '../../ledger/balance.js';
import {
  insufficientBalance,
  listWithdrawals,
  requestWithdrawal,
  withdrawalAnswer,
} from '../../ledger/withdrawals.js';
import type { Services } from '../../services.js';
import { invalidCode } from '../account/errors.js';

/** POST and GET `marketplace/withdrawals/`: the caller's withdrawals. */
export function withdrawalRoutes(services: Services) {
  const { db, keys } = services;
  return async (app: FastifyInstance) => {
    route(app, earnings.requestWithdrawal, async ({ body }, request, reply) => {
      const { user } = sessionOf(request);
      const amountCents = centsOf(body.amount);
      // Asked first without a lock, so an amount over the balance doesn't spend the code; the
      // locked transaction below is what makes it safe.
      if ((await balanceOf(db, user.id)) < amountCents) throw insufficientBalance();
      if (!(await spendCode(db, keys.oneTimeCode, user.id, 'withdrawal', body.code))) {
        throw invalidCode();
      }
      const withdrawal = await requestWithdrawal(services, user.id, amountCents, body.destination);
      reply.status(201);
      return withdrawalAnswer(withdrawal);
    });

    route(app, earnings.withdrawals, async ({ query }, request) => {
      const { count, rows } = await listWithdrawals(db, {
        ...query,
        userId: sessionOf(request).user.id,
      });
      const results = rows.map(({ withdrawal }) => withdrawalAnswer(withdrawal));
      return pageAnswer(request, query, count, results);
    });
  };
}
