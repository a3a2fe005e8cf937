import { Withdrawal, WithdrawalBody, WithdrawalPage, WithdrawalQuery, type Page } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../accounts/notify.js';
import { sessionOf } from '../../auth/authenticate.js';
import { spendCode } from '../../auth/one-time-codes.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import { moneyText, centsOf } from '../../ledger/cents.js';
import { balanceOf } from '../../ledger/balance.js';
import {
  insufficientBalance,
  listWithdrawals,
  requestWithdrawal,
  withdrawalAnswer,
} from '../../ledger/withdrawals.js';
import { withdrawalRequested } from '../../mail/templates/withdrawal-requested.js';
import type { Services } from '../../services.js';
import { invalidCode } from '../account/errors.js';
import { operation } from '../../http/operation.js';

/** POST and GET `marketplace/withdrawals/`: the caller's withdrawals. */
export function withdrawalRoutes(services: Services) {
  const { db, keys, mailer } = services;
  return async (app: FastifyInstance) => {
    app.post(
      '/marketplace/withdrawals/',
      operation({
        summary: 'Withdraw from the balance, with a mailed code',
        tag: 'Network and earnings',
        auth: 'user',
        body: WithdrawalBody,
        answers: { 201: Withdrawal },
        errors: [409],
      }),
      async (request, reply): Promise<Withdrawal> => {
        const { user } = sessionOf(request);
        const body = parse(WithdrawalBody, request.body);
        const amountCents = centsOf(body.amount);
        // Asked first without a lock, so an amount over the balance doesn't spend the code; the
        // locked transaction below is what makes it safe.
        if ((await balanceOf(db, user.id)) < amountCents) throw insufficientBalance();
        if (!(await spendCode(db, keys.oneTimeCode, user.id, 'withdrawal', body.code))) {
          throw invalidCode();
        }
        const withdrawal = await requestWithdrawal(db, user.id, amountCents, body.destination);
        notify(mailer, request.log, user, withdrawalRequested, {
          username: user.username,
          amount: moneyText(withdrawal.amountCents),
          destination: withdrawal.destination,
        });
        reply.status(201);
        return withdrawalAnswer(withdrawal);
      },
    );

    app.get(
      '/marketplace/withdrawals/',
      operation({
        summary: 'The caller’s withdrawals',
        tag: 'Network and earnings',
        auth: 'user',
        query: WithdrawalQuery,
        answers: { 200: WithdrawalPage },
      }),
      async (request): Promise<Page<Withdrawal>> => {
        const query = parseQuery(WithdrawalQuery, request.query);
        const { count, rows } = await listWithdrawals(db, {
          ...query,
          userId: sessionOf(request).user.id,
        });
        const results = rows.map(({ withdrawal }) => withdrawalAnswer(withdrawal));
        return pageAnswer(request, query, count, results);
      },
    );
  };
}
