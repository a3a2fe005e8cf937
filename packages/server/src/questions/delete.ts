import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/authenticate.js';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { questions } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { alreadyAnswered } from './answer.js';

/**
 * Deletes a question: its seller and administrators at any time, its asker until it is answered
 * (then `409 already_answered`: the answer belongs to the seller's page too). Anyone else gets
 * `404`. The row is locked first, so an asker's delete and the seller's answer take turns: the
 * asker never removes an answer written a moment before. An answered one was on the product's page
 * for everyone, which is forgotten once the delete is committed.
 */
export async function deleteQuestion(
  services: ChangeServices,
  user: UserRow,
  questionId: number,
): Promise<void> {
  return inChange(services, async ({ tx, catalogueChanged }) => {
    const [row] = await tx
      .select()
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    if (!row) throw notFound();
    const moderates = user.isAdmin || row.sellerId === user.id;
    if (!moderates) {
      if (row.askerId !== user.id) throw notFound();
      if (row.answer !== null) throw alreadyAnswered();
    }
    await tx.delete(questions).where(eq(questions.id, questionId));
    if (row.answer !== null) catalogueChanged();
  });
}
