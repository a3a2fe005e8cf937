import { CLAIM_OUTCOMES, CLAIM_REASONS, CLAIM_STATUSES, CLAIM_TEXT_MAX_LENGTH } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, oneOf } from './columns.js';
import { sales } from './orders.js';

/* Claims about a sale (issue 38): its buyer opens one, its seller answers, an administrator decides. */

/**
 * A claim about one sale. Its buyer and seller are the sale's (through its purchase), never copied.
 * `photos` are storage keys in the private folder, as a message's photo. `offer_amount` and
 * `refund_amount` are US cents. `deadline` is when the party whose turn it is must act (null when
 * nobody's clock runs: claims/deadlines.ts).
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    text: text('text').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    offerAmount: cents('offer_amount'),
    returnTrackingCode: text('return_tracking_code'),
    outcome: text('outcome', { enum: CLAIM_OUTCOMES }),
    refundAmount: cents('refund_amount'),
    note: text('note'),
    deadline: instant('deadline'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('claims_reason_check', oneOf(table.reason, CLAIM_REASONS)),
    check('claims_status_check', oneOf(table.status, CLAIM_STATUSES)),
    check('claims_outcome_check', oneOf(table.outcome, CLAIM_OUTCOMES)),
    // An outcome exactly when resolved.
    check(
      'claims_outcome_when_resolved',
      sql`(${table.status} = 'resolved') = (${table.outcome} is not null)`,
    ),
    check(
      'claims_text_length',
      sql`char_length(${table.text}) between 1 and ${sql.raw(String(CLAIM_TEXT_MAX_LENGTH))}`,
    ),
    check('claims_offer_positive', sql`${table.offerAmount} is null or ${table.offerAmount} > 0`),
    check(
      'claims_refund_positive',
      sql`${table.refundAmount} is null or ${table.refundAmount} > 0`,
    ),
    // One open claim per sale, whoever opens the second at the same moment.
    uniqueIndex('claims_open_sale_unique')
      .on(table.saleId)
      .where(sql`${table.status} <> 'resolved'`),
    index('claims_sale_index').on(table.saleId, table.id.desc().nullsFirst()),
    // The administrators' queue, and the deadlines' sweep.
    index('claims_status_index').on(table.status, table.id.desc().nullsFirst()),
    index('claims_deadline_index')
      .on(table.deadline)
      .where(sql`${table.deadline} is not null`),
  ],
);
