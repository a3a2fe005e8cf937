import type { Question, QuestionPage } from '@plaza/api';
import { QuestionList, type QuestionListLabels } from '@plaza/ui';
import type { ReactElement, ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { MoreQuestions } from './more-questions';
import { useQuestionItem } from './question-entry';
import * as styles from './questions.css';
import { useQuestionListLabels } from './use-question-labels';

interface QuestionFeedProps {
  /** The questions loaded so far, as their growing list's call answers. */
  answer: SWRResponse<QuestionPage, Error>;
  /** Loads the next page under those on screen. */
  onMore: () => void;
  /** What the reader may do with each question: answer, delete, go to its product. */
  actions: (question: Question) => ReactNode;
  /** The way on when there is none, e.g. to the box that asks. */
  emptyAction: ReactElement;
  /**
   * What the empty list says, when not that the product has no questions yet.
   * @default undefined
   */
  emptyLabels?: Pick<QuestionListLabels, 'empty' | 'emptyText'>;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** Questions newest first with "load more", or that they load, or why they could not. */
export function QuestionFeed({
  answer,
  onMore,
  actions,
  emptyAction,
  emptyLabels,
  headingLevel,
}: QuestionFeedProps) {
  const say = useMessage();
  const toItem = useQuestionItem();
  const labels = useQuestionListLabels();
  const { data, error, isValidating, mutate } = answer;
  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
    ) : (
      <p className={styles.pending}>{say('questions.loading')}</p>
    );
  }
  return (
    <>
      <QuestionList
        headingLevel={headingLevel}
        items={data.results.map((question) => toItem(question, actions(question)))}
        labels={{ ...labels, ...emptyLabels }}
        emptyAction={emptyAction}
      />
      <MoreQuestions
        count={data.count}
        shown={data.results.length}
        isLoading={isValidating}
        onPress={onMore}
      />
    </>
  );
}
