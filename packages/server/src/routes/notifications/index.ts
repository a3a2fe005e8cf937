import {
  MarkReadBody,
  NotificationPage,
  NotificationsQuery,
  UnreadCount,
  type NotificationPage as Page,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { operation } from '../../http/operation.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import { listNotifications } from '../../notifications/listing.js';
import { markRead } from '../../notifications/read.js';
import type { Services } from '../../services.js';

/** The Notifications calls of API.md: the caller's own, and marking them read. */
export function notificationRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/notifications/',
      operation({
        summary: 'The caller’s notifications, newest first, and how many are unread',
        tag: 'Notifications',
        auth: 'user',
        query: NotificationsQuery,
        answers: { 200: NotificationPage },
      }),
      async (request): Promise<Page> => {
        const query = parseQuery(NotificationsQuery, request.query);
        const { count, results, unreadCount } = await listNotifications(
          db,
          sessionOf(request).user.id,
          query,
        );
        return { ...pageAnswer(request, query, count, results), unread_count: unreadCount };
      },
    );

    app.post(
      '/notifications/read/',
      operation({
        summary: 'Mark the caller’s notifications read, by id or all; how many are still unread',
        tag: 'Notifications',
        auth: 'user',
        body: MarkReadBody,
        answers: { 200: UnreadCount },
      }),
      async (request): Promise<UnreadCount> => {
        const body = parse(MarkReadBody, request.body);
        return { unread_count: await markRead(db, sessionOf(request).user.id, body) };
      },
    );
  };
}
