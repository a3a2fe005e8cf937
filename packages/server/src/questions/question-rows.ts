import type { Question } from '@plaza/api';
import type { Db } from '../db/database.js';
import { aboutProducts } from '../db/about-products.js';
import { questions, users } from '../db/schema/index.js';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Questions with what every answer shows beside them: the product's name and the asker's username.
 * Only these columns are read, so an asker's e-mail can't reach an answer.
 */
const asked = aboutProducts(
  questions,
  { id: questions.id, productId: questions.productId, writerId: questions.askerId },
  { question: questions, asker: { username: users.username } },
  'question',
);

export const questionRows = asked.rows;

export type QuestionWithParts = Awaited<ReturnType<typeof questionRows>>[number];

/** One question with its parts; it must exist (it was just written). */
export const questionWithParts: (db: Db, questionId: number) => Promise<QuestionWithParts> =
  asked.one;

/** The `Question` of docs/api.md. */
export function questionAnswer({ question, product, asker }: QuestionWithParts): Question {
  return {
    id: question.id,
    product,
    question: question.question,
    asker,
    answer: question.answer,
    answered_at: question.answeredAt?.toISOString() ?? null,
    created_at: question.createdAt.toISOString(),
  };
}
