import { READ_NOTIFICATION_KEEP_DAYS } from '@plaza/api';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { notifications } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';

/*
 * Read notifications are kept READ_NOTIFICATION_KEEP_DAYS, then removed; unread ones are kept
 * however old. Several server instances may sweep at once: a delete of rows already deleted deletes
 * nothing, and each batch is bounded so no pass holds many locks or runs long.
 */

export const NOTIFICATION_SWEEP_MS = 60 * 60 * 1000;
/** Rows deleted per statement; a pass repeats until a batch comes back short. */
const BATCH = 1000;

/** Deletes the read notifications past their keeping time; answers how many this pass deleted. */
export async function sweepReadNotifications(db: Db): Promise<number> {
  const old = and(
    isNotNull(notifications.readAt),
    lt(notifications.readAt, sql`now() - make_interval(days => ${READ_NOTIFICATION_KEEP_DAYS})`),
  );
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id: notifications.id }).from(notifications).where(old).limit(BATCH);
    const gone = await db
      .delete(notifications)
      .where(and(inArray(notifications.id, batch), old))
      .returning({ id: notifications.id });
    deleted += gone.length;
    if (gone.length < BATCH) return deleted;
  }
}

/** The sweep as a job (the list in app.ts): removes what is past keeping every hour. */
export function notificationSweep(db: Db): Job {
  return {
    name: 'remove-old-read-notifications',
    everyMs: NOTIFICATION_SWEEP_MS,
    async pass(log) {
      const count = await sweepReadNotifications(db);
      if (count > 0) log.info({ count }, 'removed old read notifications');
    },
  };
}
