import { REFUND_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { claims } from './claims.js';
import { cents, instant, oneOf } from './columns.js';
import { purchases, sales } from './orders.js';

/**
 * Every event a payment provider told us (a verified webhook, or its answer when asked back), by
 * `(provider, event_id)`: written in the transaction that applies it, so the same event twice, or
 * three times at once, applies once (docs/api.md, "Exactly once").
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The purchase the event named, when it names one of ours. */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    /** The normalised kind (`paid`, `failed`, `refunded`, …; payments/provider.ts). */
    kind: text('kind').notNull(),
    /** What applying it did (`paid`, `refunded_late`, `refused_mismatch`, `nothing`, …), for the log and support. */
    outcome: text('outcome').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_index').on(table.provider, table.eventId),
    index('payment_events_purchase_index').on(table.purchaseId),
  ],
);

/** Why money goes back to a buyer: the purchase's whole charge, or a claim about one sale. */
export const REFUND_REASONS = ['cancelled', 'refused', 'late_payment', 'claim'] as const;

/**
 * A refund (docs/api.md, Refunds): the whole purchase's, opened in the transaction that cancels or
 * refuses a paid purchase (or finds a payment after its window closed), or a claim's, part of one
 * sale's charge (payments/claim-refunds.ts). Asked of the provider after it commits, with one
 * idempotency key, and retried by the sweep until the provider answers. A bank transfer's refund is
 * `manual` until an administrator marks it paid back.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The claim that decided it, null for the whole purchase's refund. */
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    /** The sale a claim's refund is about: its ledger entries reverse that sale's credits. */
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'cascade' }),
    /** All of what it is about (the purchase, the sale); false for a claim's partial refund. */
    full: boolean('full').notNull().default(true),
    provider: text('provider').notNull(),
    /** The provider's payment to refund; null for a manual refund. */
    paymentId: text('payment_id'),
    /** US cents: the purchase's total, or the claim's part of it. */
    amount: cents('amount').notNull(),
    /** What goes back in the charge's own currency and minor units, when a provider charged it. */
    currency: text('currency').notNull().default('USD'),
    minor: bigint('minor', { mode: 'number' }),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Tries so far, and why the last one failed: the sweep stops asking after a few. */
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    doneAt: instant('done_at'),
  },
  (table) => [
    // One whole refund a purchase: whoever opens it second (a cancel racing a late payment) finds
    // it open; and one a claim, however many times its decision is sent.
    uniqueIndex('payment_refunds_purchase_index')
      .on(table.purchaseId)
      .where(sql`${table.claimId} is null`),
    uniqueIndex('payment_refunds_claim_index')
      .on(table.claimId)
      .where(sql`${table.claimId} is not null`),
    index('payment_refunds_sale_index').on(table.saleId),
    // A claim's refund names its sale; the whole purchase's names none.
    check(
      'payment_refunds_claim_sale_check',
      sql`(${table.claimId} is null) = (${table.saleId} is null)`,
    ),
    check('payment_refunds_status_check', oneOf(table.status, REFUND_STATUSES)),
    check('payment_refunds_reason_check', oneOf(table.reason, REFUND_REASONS)),
    index('payment_refunds_pending_index')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Single-use tokens of the built-in `test` payment provider, by their SHA-256. Only the outcome the
 * test card stands for is kept: never its number.
 */
export const testPaymentTokens = pgTable(
  'test_payment_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    outcome: text('outcome', { enum: ['paid', 'declined'] }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    check('test_payment_tokens_outcome_check', oneOf(table.outcome, ['paid', 'declined'])),
  ],
);
