import { AdminUserQuery, MembershipBody, type AdminUser, type Page } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { listUsers, setMembership } from '../../accounts/admin-users.js';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { idOf } from '../id-param.js';

/** The administrators' user calls: every user, and memberships. */
export function adminUserRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireAdmin);

    app.get('/marketplace/admin/users/', async (request): Promise<Page<AdminUser>> => {
      const query = parseQuery(AdminUserQuery, request.query);
      const { count, results } = await listUsers(db, query);
      return pageAnswer(request, query, count, results);
    });

    app.patch('/marketplace/admin/users/:id/', async (request): Promise<AdminUser> => {
      const id = idOf(request);
      const { has_membership } = parse(MembershipBody, request.body);
      const user = await setMembership(db, id, has_membership);
      if (!user) throw notFound();
      return user;
    });
  };
}
