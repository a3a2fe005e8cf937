import { TICKET_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { instant } from './columns.js';
import { purchases } from './orders.js';

/** What users ask support; `attachment` is a storage key of a re-encoded image. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    subject: text('subject').notNull(),
    information: text('information').notNull(),
    /** One of the author's own purchases, when the ticket is about one. */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    attachment: text('attachment'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('support_tickets_status_check', sql`${table.status} in ('open', 'answered', 'closed')`),
    check('support_tickets_subject_length', sql`char_length(${table.subject}) <= 120`),
    check('support_tickets_information_length', sql`char_length(${table.information}) <= 5000`),
    index('support_tickets_user_id_index').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('support_tickets_status_index').on(table.status, table.createdAt.desc().nullsFirst()),
  ],
);
