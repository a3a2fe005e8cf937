import { notificationEndpoints as notifications } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { listNotifications } from '../../notifications/listing.js';
import { markRead } from '../../notifications/read.js';
import type { Services } from '../../services.js';

/** The Notifications calls of docs/api.md: the caller's own, and marking them read. */
export function notificationRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, notifications.notifications, async ({ query }, request) => {
      const { count, results, unreadCount } = await listNotifications(
        db,
        sessionOf(request).user.id,
        query,
      );
      return { ...pageAnswer(request, query, count, results), unread_count: unreadCount };
    });

    route(app, notifications.markNotificationsRead, async ({ body }, request) => ({
      unread_count: await markRead(db, sessionOf(request).user.id, body),
    }));
  };
}
