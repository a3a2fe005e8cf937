import { and, eq, isNull, sql } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { theRow } from '../db/the-row.js';
import { products, questions } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { mailQuestionAnswered } from '../mail/question-mail.js';
import { notify } from '../notifications/notify.js';
import type { QuestionRow } from './question-rows.js';

export const alreadyAnswered = () =>
  new HttpError(409, 'already_answered', 'This question has an answer already.');

/**
 * The seller of the product answers, once: one conditional UPDATE, so of two answers sent at the
 * same moment only one is kept, and only that one notifies the asker (in its transaction). Anyone
 * else's question is `404`. Once committed the asker is mailed, and the product's page, which shows
 * its first answered questions to everyone, is forgotten.
 */
export async function answerQuestion(
  services: ChangeServices,
  sellerId: number,
  questionId: number,
  answer: string,
): Promise<QuestionRow> {
  return inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
    const own = and(eq(questions.id, questionId), eq(questions.sellerId, sellerId));
    const [row] = await tx
      .update(questions)
      .set({ answer: answer.trim(), answeredAt: sql`now()` })
      .where(and(own, isNull(questions.answer)))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ id: questions.id }).from(questions).where(own);
      throw existing ? alreadyAnswered() : notFound();
    }
    const product = await theRow(
      tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId)),
      `product ${row.productId}`,
    );
    await notify(tx, {
      userId: row.askerId,
      kind: 'question_answered',
      params: { product_id: row.productId, product_name: product.name, question_id: row.id },
      key: `question:${row.id}:answered`,
    });
    catalogueChanged();
    afterCommit((mailing) => mailQuestionAnswered(mailing, row.id));
    return row;
  });
}
