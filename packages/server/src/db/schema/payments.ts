import { pgTable, text, check } from 'drizzle-orm/pg-core';
import { instant, oneOf } from './columns.js';

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
