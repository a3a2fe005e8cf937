import * as notifications from '../endpoints/notifications.js';
import type { Requester } from '../request.js';
import type { MarkReadBody, NotificationsQuery } from '../schemas/notifications.js';

export function notificationCalls(request: Requester) {
  return {
    /** GET `notifications/`: the caller's, newest first, with how many are unread. */
    notifications: (query: NotificationsQuery = {}) =>
      request(notifications.notifications, { query }),
    /** POST `notifications/read/`: marks these ids, or all, read; answers how many are left. */
    markNotificationsRead: (body: MarkReadBody) =>
      request(notifications.markNotificationsRead, { body }),
  };
}
