import type { Question } from '@plaza/api';
import { questionApi } from '../../../lib/api-calls/questions';
import { revalidate } from '../../../lib/revalidate';
import { refreshUser } from '../../../lib/user-key';

/**
 * A question asked, answered or deleted changes the product's list, the seller's list and the
 * seller's pending dot (`User.pending.questions`).
 */
export const questionsChanged = () =>
  Promise.all([revalidate('marketplace/products/', 'marketplace/questions/'), refreshUser()]);

/** POST `marketplace/products/{id}/questions/`: asks the seller; they are told in Plaza and by mail. */
export async function askQuestion(productId: number, question: string): Promise<Question> {
  const asked = await questionApi.askQuestion(productId, { question });
  await questionsChanged();
  return asked;
}

/**
 * POST `marketplace/questions/{id}/answer/`: the seller answers, once. The lists are fetched again
 * even when it is refused: a `409` says an answer is there already, which the list then shows.
 */
export async function answerQuestion(id: number, answer: string): Promise<Question> {
  try {
    return await questionApi.answerQuestion(id, { answer });
  } finally {
    await questionsChanged();
  }
}

/** DELETE `marketplace/questions/{id}/`: its asker while unanswered, or the seller. */
export async function deleteQuestion(id: number): Promise<void> {
  try {
    await questionApi.deleteQuestion(id);
  } finally {
    await questionsChanged();
  }
}
