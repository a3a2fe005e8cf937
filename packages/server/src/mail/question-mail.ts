import { questionWithParts } from '../questions/question-rows.js';
import { mailUserById, type Mailing } from './mail-user.js';
import { questionAnswered } from './templates/question-answered.js';
import { questionAsked } from './templates/question-asked.js';

/*
 * Mails about questions, sent once the change is committed (its afterCommit), in the recipient's
 * language. The in-app notifications were written in the change's own transaction (questions/).
 */

/** The seller hears of a new question about their product. */
export async function mailQuestionAsked(mailing: Mailing, questionId: number): Promise<void> {
  const { question, product, asker } = await questionWithParts(mailing.db, questionId);
  await mailUserById(mailing, question.sellerId, questionAsked, (seller) => ({
    username: seller.username,
    product: product.name,
    asker: asker.username,
    question: question.question,
  }));
}

/** The asker hears of the seller's answer. */
export async function mailQuestionAnswered(mailing: Mailing, questionId: number): Promise<void> {
  const { question, product } = await questionWithParts(mailing.db, questionId);
  await mailUserById(mailing, question.askerId, questionAnswered, (asker) => ({
    username: asker.username,
    product: product.name,
    question: question.question,
    answer: question.answer ?? '',
  }));
}
