import type { Notification } from '@plaza/api';
import type { NotificationGroup } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useNotificationWords } from './notification-words';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day of a moment, as a number of days, so two moments compare by day. */
const dayOf = (date: Date) =>
  Math.floor((date.getTime() - date.getTimezoneOffset() * 60_000) / DAY_MS);

/**
 * Notifications, newest first, grouped by the reader's calendar day: "Hoy", "Ayer", then dates;
 * each worded, timed within its day, and marked while unread.
 */
export function useNotificationGroups(): (
  notifications: readonly Notification[],
) => NotificationGroup[] {
  const intl = useIntl();
  const words = useNotificationWords();
  return (notifications) => {
    const today = dayOf(new Date());
    const groups: NotificationGroup[] = [];
    let lastDay: number | null = null;
    for (const notification of notifications) {
      const date = new Date(notification.created_at);
      const day = dayOf(date);
      if (day !== lastDay) {
        groups.push({ label: dayLabel(day, today, date), items: [] });
        lastDay = day;
      }
      groups[groups.length - 1]?.items.push({
        id: String(notification.id),
        text: words(notification),
        time: intl.formatTime(date, { timeStyle: 'short' }),
        dateTime: notification.created_at,
        href: notification.link,
        isUnread: notification.read_at === null,
      });
    }
    return groups;
  };

  function dayLabel(day: number, today: number, date: Date): string {
    if (day === today) return intl.formatMessage({ id: 'notifications.today' });
    if (day === today - 1) return intl.formatMessage({ id: 'notifications.yesterday' });
    return intl.formatDate(date, { dateStyle: 'long' });
  }
}
