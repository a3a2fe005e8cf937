import type { NotificationPage } from '@plaza/api';
import useSWR, { type SWRResponse } from 'swr';
import { notificationApi } from '../../../lib/api-calls/notifications';
import { useGrowingList } from '../../../lib/growing-list';
import { useAuth } from '../../../stores/use-auth';

/** The cache key's path of GET `notifications/`: notificationsChanged refreshes every list of it. */
export const NOTIFICATIONS_PATH = 'notifications/';

/** How often the bell asks for news while the tab is visible (SWR does not poll a hidden tab). */
const BELL_REFRESH_MS = 60_000;

/** How many of the latest the bell's popover lists; the notifications page has the rest. */
const BELL_SIZE = 8;

/** Notifications a page of the history holds. */
export const HISTORY_PAGE_SIZE = 20;

/** The bell's answer: the latest few and how many are unread, refreshed every minute. */
export function useLatestNotifications(): SWRResponse<NotificationPage, Error> {
  const { isAuthenticated } = useAuth();
  return useSWR<NotificationPage, Error>(
    isAuthenticated ? [NOTIFICATIONS_PATH, { page_size: BELL_SIZE }] : null,
    () => notificationApi.notifications({ page_size: BELL_SIZE }),
    { refreshInterval: BELL_REFRESH_MS, keepPreviousData: true },
  );
}

/** The whole history, `pageCount` pages of it, or only the unread ones. */
export function useNotificationHistory(
  unreadOnly: boolean,
  pageCount: number,
): SWRResponse<NotificationPage, Error> {
  return useGrowingList(NOTIFICATIONS_PATH, { unreadOnly }, pageCount, (page) =>
    notificationApi.notifications({
      page,
      page_size: HISTORY_PAGE_SIZE,
      ...(unreadOnly && { unread: true }),
    }),
  );
}
