import {
  AdminWithdrawal,
  AdminWithdrawalPage,
  AdminWithdrawalQuery,
  WithdrawalDecisionBody,
  type Page,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../accounts/notify.js';
import { findUserById } from '../../accounts/users.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import { moneyText } from '../../ledger/cents.js';
import { decideWithdrawal, listWithdrawals, withdrawalAnswer } from '../../ledger/withdrawals.js';
import { withdrawalDecided } from '../../mail/templates/withdrawal-decided.js';
import type { Services } from '../../services.js';
import { idOf } from '../id-param.js';
import { operation } from '../../http/operation.js';

/** The administrators' withdrawal calls: every withdrawal, and paying or rejecting one. */
export function adminWithdrawalRoutes(services: Services) {
  const { db, mailer } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/admin/withdrawals/',
      operation({
        summary: 'Every withdrawal (administrators)',
        tag: 'Administration',
        auth: 'admin',
        query: AdminWithdrawalQuery,
        answers: { 200: AdminWithdrawalPage },
      }),
      async (request): Promise<Page<AdminWithdrawal>> => {
        const query = parseQuery(AdminWithdrawalQuery, request.query);
        const { count, rows } = await listWithdrawals(db, query);
        const results = rows.map(({ withdrawal, user }) => ({
          ...withdrawalAnswer(withdrawal),
          user,
        }));
        return pageAnswer(request, query, count, results);
      },
    );

    app.patch(
      '/marketplace/admin/withdrawals/:id/',
      operation({
        summary: 'Mark a withdrawal paid or rejected (administrators)',
        tag: 'Administration',
        auth: 'admin',
        body: WithdrawalDecisionBody,
        answers: { 200: AdminWithdrawal },
        errors: [409],
      }),
      async (request): Promise<AdminWithdrawal> => {
        const id = idOf(request);
        const { status, note } = parse(WithdrawalDecisionBody, request.body);
        const decided = await decideWithdrawal(db, id, status, note?.trim() || null);
        const user = await findUserById(db, decided.userId);
        notify(mailer, request.log, user, withdrawalDecided, {
          username: user.username,
          amount: moneyText(decided.amountCents),
          status,
          note: decided.note,
        });
        return {
          ...withdrawalAnswer(decided),
          user: { id: user.id, username: user.username, email: user.email },
        };
      },
    );
  };
}
