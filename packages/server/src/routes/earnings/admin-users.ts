import { earningsEndpoints as earnings } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { listUsers, setMembership } from '../../accounts/admin-users.js';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

/** The administrators' user calls: every user, and memberships. */
export function adminUserRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, earnings.adminUsers, async ({ query }, request) => {
      const { count, results } = await listUsers(db, query);
      return pageAnswer(request, query, count, results);
    });

    route(app, earnings.setMembership, async ({ params: { id }, body }) => {
      const user = await setMembership(db, id, body.has_membership);
      if (!user) throw notFound();
      return user;
    });
  };
}
