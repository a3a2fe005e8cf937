import { mailUserById, type Mailing } from './mail-user.js';
import { questionAnswered } from './templates/question-answered.js';
import { questionAsked } from './templates/question-asked.js';
import type { QuestionWithParts } from '../questions/question-rows.js';

/*
 * Mails about questions, sent once the change is committed, in the recipient's language. The
 * in-app notifications were written in the change's own transaction (ask.ts, answer.ts).
 */

/** The seller hears of a new question about their product. */
export function mailQuestionAsked(
  mailing: Mailing,
  { question, product, asker }: QuestionWithParts,
): Promise<void> {
  return mailUserById(mailing, question.sellerId, questionAsked, (seller) => ({
    username: seller.username,
    product: product.name,
    asker: asker.username,
    question: question.question,
  }));
}

/** The asker hears of the seller's answer. */
export function mailQuestionAnswered(
  mailing: Mailing,
  { question, product }: QuestionWithParts,
): Promise<void> {
  return mailUserById(mailing, question.askerId, questionAnswered, (asker) => ({
    username: asker.username,
    product: product.name,
    question: question.question,
    answer: question.answer ?? '',
  }));
}
