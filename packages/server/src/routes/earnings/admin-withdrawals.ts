import { earningsEndpoints as earnings } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../accounts/users.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { decideWithdrawal, listWithdrawals, withdrawalAnswer } from '../../ledger/withdrawals.js';
import type { Services } from '../../services.js';

/** The administrators' withdrawal calls: every withdrawal, and paying or rejecting one. */
export function adminWithdrawalRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, earnings.adminWithdrawals, async ({ query }, request) => {
      const { count, rows } = await listWithdrawals(db, query);
      const results = rows.map(({ withdrawal, user }) => ({
        ...withdrawalAnswer(withdrawal),
        user,
      }));
      return pageAnswer(request, query, count, results);
    });

    route(app, earnings.decideWithdrawal, async ({ params: { id }, body }) => {
      const { status, note } = body;
      const decided = await decideWithdrawal(services, id, status, note?.trim() || null);
      const user = await findUserById(db, decided.userId);
      return {
        ...withdrawalAnswer(decided),
        user: { id: user.id, username: user.username, email: user.email },
      };
    });
  };
}
