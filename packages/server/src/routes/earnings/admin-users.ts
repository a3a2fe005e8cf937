import { AdminUser, AdminUserPage, AdminUserQuery, MembershipBody, type Page } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { listUsers, setMembership } from '../../accounts/admin-users.js';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { idOf } from '../id-param.js';
import { operation } from '../../http/operation.js';

/** The administrators' user calls: every user, and memberships. */
export function adminUserRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/admin/users/',
      operation({
        summary: 'Every user (administrators)',
        tag: 'Administration',
        auth: 'admin',
        query: AdminUserQuery,
        answers: { 200: AdminUserPage },
      }),
      async (request): Promise<Page<AdminUser>> => {
        const query = parseQuery(AdminUserQuery, request.query);
        const { count, results } = await listUsers(db, query);
        return pageAnswer(request, query, count, results);
      },
    );

    app.patch(
      '/marketplace/admin/users/:id/',
      operation({
        summary: 'Give or take a membership (administrators)',
        tag: 'Administration',
        auth: 'admin',
        body: MembershipBody,
        answers: { 200: AdminUser },
      }),
      async (request): Promise<AdminUser> => {
        const id = idOf(request);
        const { has_membership } = parse(MembershipBody, request.body);
        const user = await setMembership(db, id, has_membership);
        if (!user) throw notFound();
        return user;
      },
    );
  };
}
