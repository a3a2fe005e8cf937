import { NOTIFICATION_KINDS } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { instant } from './columns.js';

/* Notifications (issue 24): what happened to a user, written in the transaction of the change. */

/**
 * `kind` has no check constraint, so a new kind is a line of the contract and no migration. `key` names the event a notification reports (`sale:12`, `question:9:answered`): one per user and
 * key, so a retried or replayed change cannot write it twice. `params` is what docs/api.md lists for the
 * kind; `link` the app path it opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    params: jsonb('params').notNull(),
    link: text('link').notNull(),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_user_key_unique').on(table.userId, table.key),
    index('notifications_user_index').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The bell's count, read every minute by every signed-in tab.
    index('notifications_unread_index')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // The sweep of old read ones.
    index('notifications_read_at_index')
      .on(table.readAt)
      .where(sql`${table.readAt} is not null`),
  ],
);
