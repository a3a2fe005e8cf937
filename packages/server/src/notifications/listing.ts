import type { Notification, NotificationsQuery } from '@plaza/api';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { notifications } from '../db/schema/index.js';

type NotificationRow = typeof notifications.$inferSelect;

export function notificationAnswer(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params as Notification['params'],
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** How many of the user's notifications are unread: the bell's count (a partial index of its own). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/**
 * A page of the user's own notifications, newest first (`unread` keeps the unread ones), how many
 * match, and how many are unread in all. Only ever the caller's: `userId` is in every query.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  {
    page,
    page_size,
    unread,
  }: Required<Pick<NotificationsQuery, 'page' | 'page_size'>> & Pick<NotificationsQuery, 'unread'>,
) {
  const where = and(
    eq(notifications.userId, userId),
    unread ? isNull(notifications.readAt) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page_size)
    .offset((page - 1) * page_size);
  return {
    count: total?.value ?? 0,
    results: rows.map(notificationAnswer),
    unreadCount: unread ? (total?.value ?? 0) : await unreadCount(db, userId),
  };
}
