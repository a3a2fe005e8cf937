import type { FastifyBaseLogger } from 'fastify';
import { notify } from '../accounts/notify.js';
import { findUserById } from '../accounts/users.js';
import { questionAnswered } from '../mail/templates/question-answered.js';
import { questionAsked } from '../mail/templates/question-asked.js';
import type { Services } from '../services.js';
import type { QuestionWithParts } from './question-rows.js';

/*
 * Mails about questions, sent once the change is committed, in the recipient's language. The
 * in-app notifications were written in the change's own transaction (ask.ts, answer.ts).
 */

type Mailing = Pick<Services, 'db' | 'mailer'> & { log: FastifyBaseLogger };

/** The seller hears of a new question about their product. */
export async function mailQuestionAsked(
  { db, mailer, log }: Mailing,
  { question, product, asker }: QuestionWithParts,
): Promise<void> {
  const seller = await findUserById(db, question.sellerId);
  notify(mailer, log, seller, questionAsked, {
    username: seller.username,
    product: product.name,
    asker: asker.username,
    question: question.question,
  });
}

/** The asker hears of the seller's answer. */
export async function mailQuestionAnswered(
  { db, mailer, log }: Mailing,
  { question, product }: QuestionWithParts,
): Promise<void> {
  const asker = await findUserById(db, question.askerId);
  notify(mailer, log, asker, questionAnswered, {
    username: asker.username,
    product: product.name,
    question: question.question,
    answer: question.answer ?? '',
  });
}
