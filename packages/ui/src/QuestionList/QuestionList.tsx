import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import type { ReactElement } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { QuestionCard } from './QuestionCard.js';
import * as styles from './QuestionList.css.js';
import type { QuestionItem, QuestionListLabels } from './types.js';

export interface QuestionListProps {
  /**
   * The questions to show, newest first. Unanswered ones are for the seller and their asker only:
   * the app passes them to those two alone.
   */
  items: readonly QuestionItem[];
  /** The answer's heading, the waiting-for-an-answer note and the empty list's words, from the app's catalogue. */
  labels: QuestionListLabels;
  /**
   * Level of each asker's heading, so it fits the page's outline; the answer's is one below, and
   * the empty state's heading takes this level too.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** The empty state's way on, e.g. a button that takes focus to the question form. */
  emptyAction: ReactElement;
}

/**
 * A product's questions to its seller: each one an `<article>` with its asker, date and text, and
 * the seller's answer set apart under it (as ReviewCard's reply), or a waiting mark; each with the
 * screen's own actions. With no questions, an empty state.
 */
export function QuestionList({ items, labels, headingLevel = 3, emptyAction }: QuestionListProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        title={labels.empty}
        text={labels.emptyText}
        icon={<ChatCircleTextIcon />}
        action={emptyAction}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {items.map((question) => (
        <li key={question.id}>
          <QuestionCard question={question} labels={labels} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
