import { and, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { questions } from '../db/schema/index.js';
import { questionRows, type QuestionWithParts } from './question-rows.js';

/** Which questions a list shows: one product's as `viewerId` may see them, or one seller's. */
export type QuestionFilter = (
  | { productId: number; viewerId: number | undefined }
  | { sellerId: number; answered: boolean | undefined }
) & { page: number; page_size: number };

/**
 * A product's page shows answered questions to everyone; the seller sees every one, and a signed-in
 * asker their own that wait for an answer.
 */
function productWhere(productId: number, viewerId: number | undefined): SQL | undefined {
  const visible =
    viewerId === undefined
      ? isNotNull(questions.answer)
      : or(
          isNotNull(questions.answer),
          eq(questions.sellerId, viewerId),
          eq(questions.askerId, viewerId),
        );
  return and(eq(questions.productId, productId), visible);
}

function sellerWhere(sellerId: number, answered: boolean | undefined): SQL | undefined {
  const state =
    answered === undefined
      ? undefined
      : answered
        ? isNotNull(questions.answer)
        : isNull(questions.answer);
  return and(eq(questions.sellerId, sellerId), state);
}

/** A page of questions, newest first, each with its product and asker, and how many match in all. */
export async function listQuestions(
  db: Db,
  filter: QuestionFilter,
): Promise<{ count: number; rows: QuestionWithParts[] }> {
  const where =
    'productId' in filter
      ? productWhere(filter.productId, filter.viewerId)
      : sellerWhere(filter.sellerId, filter.answered);
  const [total] = await db.select({ count: count() }).from(questions).where(where);
  const rows = await questionRows(db, where)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size);
  return { count: total?.count ?? 0, rows };
}
