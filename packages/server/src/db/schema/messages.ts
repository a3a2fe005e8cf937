import { MESSAGE_AUTHOR_ROLES, MESSAGE_MAX_LENGTH } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { instant, oneOf } from './columns.js';
import { sales } from './orders.js';

/* A sale's conversation (issue 38): its buyer and its seller write; administrators read. */

/**
 * One message of a sale's conversation. `text` is kept as it was shown (contact data already
 * masked), `photo` is a storage key in the private folder, as a ticket's picture. `author_role` is
 * what the author was to the sale when they wrote, so the thread reads the same whoever reads it.
 * `read_at` is when the other party read it: with two parties one reader per message is enough.
 */
export const saleMessages = pgTable(
  'sale_messages',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id', 'restrict').notNull(),
    authorRole: text('author_role', { enum: MESSAGE_AUTHOR_ROLES }).notNull(),
    text: text('text'),
    photo: text('photo'),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (table) => [
    check('sale_messages_author_role_check', oneOf(table.authorRole, MESSAGE_AUTHOR_ROLES)),
    check(
      'sale_messages_text_length',
      sql`char_length(${table.text}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
    check('sale_messages_not_empty', sql`${table.text} is not null or ${table.photo} is not null`),
    // A conversation's page, newest first.
    index('sale_messages_sale_index').on(
      table.saleId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread ones, counted per sale and, for `User.pending.messages`, over the caller's sales.
    index('sale_messages_unread_index')
      .on(table.saleId, table.authorId)
      .where(sql`${table.readAt} is null`),
  ],
);
