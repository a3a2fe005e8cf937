import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { products } from './catalogue.js';
import { instant } from './columns.js';

/* Questions to the seller (issue 24): asked on a product page, answered once by its seller. */

/**
 * `seller_id` is copied from the product when the question is asked (a product never changes
 * hands), so the seller's list and `User.pending.questions` read one index. A question is public
 * once answered; until then only its asker and the seller see it.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    askerId: userRef('asker_id', 'cascade').notNull(),
    sellerId: userRef('seller_id', 'cascade').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'questions_question_length',
      sql`char_length(${table.question}) between 1 and ${sql.raw(String(QUESTION_MAX_LENGTH))}`,
    ),
    check(
      'questions_answer_length',
      sql`char_length(${table.answer}) between 1 and ${sql.raw(String(ANSWER_MAX_LENGTH))}`,
    ),
    check(
      'questions_answered_together',
      sql`(${table.answer} is null) = (${table.answeredAt} is null)`,
    ),
    // A product's page, newest first: the public list reads the answered ones.
    index('questions_product_index').on(
      table.productId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('questions_seller_index').on(
      table.sellerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // `pending.questions`: the seller's unanswered ones, counted on every `auth/user/`.
    index('questions_unanswered_index')
      .on(table.sellerId)
      .where(sql`${table.answer} is null`),
    // An asker's questions: the `asker_id` cascade when a user is deleted reads it.
    index('questions_asker_index').on(table.askerId, table.createdAt),
  ],
);

/**
 * One row per question asked, which deleting the question leaves alone: the hourly limit counts
 * asks, not the questions that still exist (docs/api.md, "deleted ones included"), so asking and
 * deleting can't get past it. A table of its own rather than soft-deleted questions, so no reader
 * of `questions` has to learn to skip deleted rows. Rows past the hour are pruned as their user
 * asks again (questions/hourly-limit.ts).
 */
export const questionAsks = pgTable(
  'question_asks',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('question_asks_user_index').on(table.userId, table.createdAt)],
);
