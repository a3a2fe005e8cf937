import { READ_NOTIFICATION_KEEP_DAYS } from '@plaza/api';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { notifications } from '../db/schema/index.js';

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

/** Starts the sweep; the answer stops it and waits for a pass under way. */
export function startNotificationSweep(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepReadNotifications(db).then(
      (count) => count > 0 && log.info({ count }, 'removed old read notifications'),
      (error: unknown) => log.error({ err: error }, 'the notification sweep failed'),
    );
  }, NOTIFICATION_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
