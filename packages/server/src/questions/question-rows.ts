import type { Question } from '@plaza/api';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, questions, users } from '../db/schema/index.js';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Questions with what every answer shows beside them: the product's name and the asker's username.
 * Only these columns are read, so an asker's e-mail can't reach an answer.
 */
export function questionRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      question: questions,
      product: { id: products.id, name: products.name },
      asker: { username: users.username },
    })
    .from(questions)
    .innerJoin(products, eq(products.id, questions.productId))
    .innerJoin(users, eq(users.id, questions.askerId))
    .where(where);
}

export type QuestionWithParts = Awaited<ReturnType<typeof questionRows>>[number];

/** One question with its parts; it must exist (it was just written). */
export async function questionWithParts(db: Db, questionId: number): Promise<QuestionWithParts> {
  const [row] = await questionRows(db, eq(questions.id, questionId));
  if (!row) throw new Error(`question ${questionId} is gone`);
  return row;
}

/** The `Question` of API.md. */
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
