import type { MarkReadBody } from '@plaza/api';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { notifications } from '../db/schema/index.js';
import { unreadCount } from './listing.js';

/**
 * Marks the caller's unread notifications read: those of `ids` (anyone else's are ignored, as if
 * they did not exist), or all of them. One conditional update: a notification read already keeps
 * the time it was first read, and two tabs marking at once agree. Answers how many are still unread.
 */
export async function markRead(db: Db, userId: number, body: MarkReadBody): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        body.all === true || body.ids === undefined
          ? undefined
          : inArray(notifications.id, body.ids),
      ),
    );
  return unreadCount(db, userId);
}
