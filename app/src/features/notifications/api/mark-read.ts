import type { MarkReadBody, Notification } from '@plaza/api';
import { notificationApi } from '../../../lib/api-calls/notifications';
import { revalidate } from '../../../lib/revalidate';
import { NOTIFICATIONS_PATH } from './get-notifications';

/** Loads the bell and the history again: after the user's own actions, and after marking read. */
export const notificationsChanged = () => revalidate(NOTIFICATIONS_PATH);

/** POST `notifications/read/`: marks these ids, or every one, read. */
export async function markNotificationsRead(body: MarkReadBody): Promise<void> {
  try {
    await notificationApi.markNotificationsRead(body);
  } finally {
    await notificationsChanged();
  }
}

/** A notification followed from a list marks itself read, when it is one of `shown` and unread. */
export function markFollowedRead(shown: readonly Notification[] | undefined, id: string) {
  const followed = shown?.find((notification) => String(notification.id) === id);
  return followed?.read_at === null ? markNotificationsRead({ ids: [followed.id] }) : undefined;
}
