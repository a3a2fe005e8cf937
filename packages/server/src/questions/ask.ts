import { findProduct } from '../catalogue/product-rows.js';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { questions } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { mailQuestionAsked } from '../mail/question-mail.js';
import { notify } from '../notifications/notify.js';
import { countAsk } from './hourly-limit.js';
import type { QuestionRow } from './question-rows.js';

export const ownProduct = () =>
  new HttpError(403, 'permission_denied', 'You can’t ask about your own product.');

/**
 * Asks the seller of an approved product about it: `404` for a product others can't see, `403` for
 * the caller's own, `429` past the hourly limit. The question and the seller's notification commit
 * together, so a refused or failed question notifies nobody; the seller is mailed once it is.
 */
export async function askQuestion(
  services: ChangeServices,
  askerId: number,
  productId: number,
  text: string,
): Promise<QuestionRow> {
  return inChange(services, async ({ tx, afterCommit }) => {
    const product = await findProduct(tx, productId);
    if (!product || product.status !== 'approved') throw notFound();
    if (product.sellerId === askerId) throw ownProduct();
    await countAsk(tx, askerId);
    const [row] = await tx
      .insert(questions)
      .values({ productId, askerId, sellerId: product.sellerId, question: text.trim() })
      .returning();
    if (!row) throw new Error('the question was not inserted');
    await notify(tx, {
      userId: product.sellerId,
      kind: 'question_asked',
      params: { product_id: productId, product_name: product.name, question_id: row.id },
      key: `question:${row.id}:asked`,
    });
    afterCommit((mailing) => mailQuestionAsked(mailing, row.id));
    return row;
  });
}
