import { LEDGER_KINDS, WITHDRAWAL_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { cents, instant } from './columns.js';
import { purchases, sales } from './orders.js';
import { paymentRefunds } from './payments.js';

/* Earnings and withdrawals (issue 13). */

/** A user's request to be paid part of their balance; its amount left the balance when it was made. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** A bank account or a wallet, as the user wrote it. */
    destination: text('destination').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The administrator's note to the user when paying or rejecting. */
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amountCents} > 0`),
    check('withdrawals_status_check', sql`${table.status} in ('requested', 'paid', 'rejected')`),
    index('withdrawals_user_id_index').on(table.userId, table.id.desc().nullsFirst()),
    index('withdrawals_status_index').on(table.status, table.id.desc().nullsFirst()),
  ],
);

/**
 * The money ledger: signed entries in cents, never changed or deleted (a trigger of migration 0004
 * refuses it). A user's balance is the sum of their entries. `user_id` null is the company: the fee
 * and the levels nobody claims, so every sale's entries add up to what its buyer paid for it.
 * A sale's credits are unique per kind, user and level, so a second credit of a sale can't be
 * written; a claim's refund takes them back once (per user and level), and a withdrawal leaves and
 * returns once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'restrict'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    /** The commission's level: 1 is the buyer's referrer. */
    level: integer('level'),
    /** The buyer whose purchase paid a sale or a commission. */
    fromUserId: userRef('from_user_id', 'set null'),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id, {
      onDelete: 'restrict',
    }),
    /** The claim's refund a `refund` entry takes back (ledger/refund-entries.ts). */
    refundId: integer('refund_id').references(() => paymentRefunds.id, { onDelete: 'restrict' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('sale', 'commission', 'fee', 'withdrawal', 'withdrawal_returned', 'refund')`,
    ),
    check(
      'ledger_entries_sign_check',
      // A sale's net amount is its seller's whatever its sign: a 50 % fee and 50 % of commissions,
      // each rounded up, can leave a one-cent product's seller owing a cent; so taking it back
      // can give that cent back.
      sql`case ${table.kind} when 'withdrawal' then ${table.amountCents} < 0 when 'sale' then true when 'refund' then true else ${table.amountCents} >= 0 end`,
    ),
    check(
      'ledger_entries_source_check',
      sql`case when ${table.kind} in ('withdrawal', 'withdrawal_returned') then ${table.withdrawalId} is not null when ${table.kind} = 'refund' then ${table.refundId} is not null and ${table.saleId} is not null else ${table.saleId} is not null end`,
    ),
    check('ledger_entries_level_positive', sql`${table.level} is null or ${table.level} >= 1`),
    index('ledger_entries_user_id_index').on(table.userId, table.id.desc().nullsFirst()),
    uniqueIndex('ledger_entries_sale_credit_unique')
      .on(
        table.saleId,
        table.kind,
        sql`coalesce(${table.userId}, 0)`,
        sql`coalesce(${table.level}, 0)`,
      )
      .where(sql`${table.saleId} is not null and ${table.kind} <> 'refund'`),
    uniqueIndex('ledger_entries_refund_unique')
      .on(table.refundId, sql`coalesce(${table.userId}, 0)`, sql`coalesce(${table.level}, 0)`)
      .where(sql`${table.refundId} is not null`),
    uniqueIndex('ledger_entries_withdrawal_unique')
      .on(table.withdrawalId, table.kind)
      .where(sql`${table.withdrawalId} is not null`),
  ],
);
