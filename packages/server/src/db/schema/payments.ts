import { pgTable, text, timestamp, check } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

/**
 * Single-use tokens of the built-in `test` payment provider, by their SHA-256. Only the outcome the
 * test card stands for is kept: never its number.
 */
export const testPaymentTokens = pgTable(
  'test_payment_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    outcome: text('outcome', { enum: ['paid', 'declined'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('test_payment_tokens_outcome_check', oneOf(table.outcome, ['paid', 'declined'])),
  ],
);
