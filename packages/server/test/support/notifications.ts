import { notificationEndpoints, pathOf } from '@plaza/api';
import type { Notification, NotificationKind, NotificationPage, UnreadCount } from '@plaza/api';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import type { TestServer } from './test-server.js';

/*
 * A user's notifications as the app reads them: over HTTP, with their own token.
 */

/** One page of `user`'s notifications; `query` as the app sends it (`?unread=true&page=2`). */
export async function notificationPage(
  server: TestServer,
  user: TestUser,
  query = '',
): Promise<NotificationPage> {
  const path = pathOf(notificationEndpoints.notifications) + query;
  const answer = await call<NotificationPage>(server, 'GET', path, { token: user.access });
  return bodyOf(answer, 200);
}

/** Every notification of `user` (up to 100), newest first; `kind` keeps those of one kind. */
export async function notificationsOf(
  server: TestServer,
  user: TestUser,
  kind?: NotificationKind,
): Promise<Notification[]> {
  const { results } = await notificationPage(server, user, '?page_size=100');
  return kind ? results.filter((notification) => notification.kind === kind) : results;
}

/** POSTs `notifications/read/` as `user`: the raw answer. */
export const markRead = (server: TestServer, user: TestUser, body: unknown) =>
  call<UnreadCount>(server, notificationEndpoints.markNotificationsRead, {
    token: user.access,
    body,
  });
