import type { Requester } from '../request.js';
import {
  NotificationPage,
  UnreadCount,
  type MarkReadBody,
  type NotificationsQuery,
} from '../schemas/notifications.js';

export function notificationCalls(request: Requester) {
  return {
    /** GET `notifications/`: the caller's, newest first, with how many are unread. */
    notifications: (query: NotificationsQuery = {}) =>
      request('GET', 'notifications/', NotificationPage, { query }),
    /** POST `notifications/read/`: marks these ids, or all, read; answers how many are left. */
    markNotificationsRead: (body: MarkReadBody) =>
      request('POST', 'notifications/read/', UnreadCount, { body }),
  };
}
