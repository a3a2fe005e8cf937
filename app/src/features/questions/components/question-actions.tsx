import type { Question, User } from '@plaza/api';
import type { ReactNode } from 'react';
import { AnswerInPlace } from './answer-in-place';
import { DeleteQuestion } from './delete-question';

/**
 * What `user` may do with a question, as the server allows it: the seller (`seller`, a username)
 * answers one waiting and deletes any; its asker deletes it while it waits; an administrator deletes
 * any. Nothing for anyone else, so no empty row of actions is drawn.
 */
export function questionActions(
  question: Question,
  seller: string,
  user: User | undefined,
): ReactNode {
  if (!user) return undefined;
  const isSeller = user.username === seller;
  const isWaiting = question.answer === null;
  const mayAnswer = isSeller && isWaiting;
  const mayDelete =
    isSeller || user.is_admin || (isWaiting && question.asker.username === user.username);
  if (!mayAnswer && !mayDelete) return undefined;
  return (
    <>
      {mayAnswer && <AnswerInPlace question={question} />}
      {mayDelete && <DeleteQuestion question={question} />}
    </>
  );
}
