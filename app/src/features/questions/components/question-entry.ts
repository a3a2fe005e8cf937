import type { Question } from '@plaza/api';
import type { QuestionItem } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A question as the design system's list shows it, dated in the reader's language. */
export function useQuestionItem(): (question: Question, actions?: ReactNode) => QuestionItem {
  const intl = useIntl();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  return (question, actions) => ({
    id: String(question.id),
    asker: question.asker.username,
    question: question.question,
    date: date(question.created_at),
    dateTime: question.created_at,
    answer:
      question.answer !== null && question.answered_at !== null
        ? {
            text: question.answer,
            date: date(question.answered_at),
            dateTime: question.answered_at,
          }
        : null,
    actions,
  });
}
