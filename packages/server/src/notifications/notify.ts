import type { NotificationKind, NotificationParamsByKind } from '@plaza/api';
import { afterThisChange } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { notifications } from '../db/schema/index.js';
import { checkParams, notificationLinks } from './kinds.js';

/** One notification to write: to whom, of what kind, and the event it reports. */
export interface NotificationToWrite<Kind extends NotificationKind> {
  userId: number;
  kind: Kind;
  params: NotificationParamsByKind[Kind];
  /**
   * Names the event, e.g. `sale:12` or `question:9:answered`: a user gets one notification per key,
   * so a retried or replayed change never writes a second.
   */
  key: string;
  /**
   * Where it leads, when that depends on who reads it and not only on its params: a message leads
   * its buyer to the purchase and its seller to their sales. Its kind's link (kinds.ts) otherwise.
   */
  link?: string;
}

/**
 * Writes a notification with `tx`, the transaction of the change it reports: it is committed with
 * the change or not at all, so none is lost when the process dies and none is written for a change
 * that was refused or rolled back.
 */
export async function notify<Kind extends NotificationKind>(
  tx: Db,
  { userId, kind, params, key, link = notificationLinks[kind](params) }: NotificationToWrite<Kind>,
): Promise<void> {
  checkParams(kind, params);
  const written = await tx
    .insert(notifications)
    .values({ userId, kind, key, params, link })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id });
  // Counted on /metrics once the change commits, and not for a replay its key kept out.
  if (written.length > 0) afterThisChange(({ counters }) => counters.notifications.inc({ kind }));
}
