import { HourglassMediumIcon } from '@phosphor-icons/react/dist/ssr/HourglassMedium';
import { useId } from 'react';
import { ReviewReply } from '../ReviewCard/ReviewReply.js';
import * as styles from './QuestionList.css.js';
import type { QuestionItem, QuestionListLabels } from './types.js';

interface QuestionCardProps {
  question: QuestionItem;
  labels: Pick<QuestionListLabels, 'answer' | 'waiting'>;
  headingLevel: 2 | 3 | 4;
}

/** A question headed by its asker, with the seller's answer set apart, or the waiting mark. */
export function QuestionCard({ question, labels, headingLevel }: QuestionCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.byline}>
        <Heading id={headingId} dir="auto" className={styles.asker}>
          {question.asker}
        </Heading>
        <time dateTime={question.dateTime} className={styles.date}>
          {question.date}
        </time>
      </div>
      <p dir="auto" className={styles.text}>
        {question.question}
      </p>
      {question.answer ? (
        <ReviewReply
          reply={question.answer}
          title={labels.answer}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5}
        />
      ) : (
        <p className={styles.waiting}>
          <HourglassMediumIcon aria-hidden size="1.125em" />
          {labels.waiting}
        </p>
      )}
      {question.actions && <div className={styles.actions}>{question.actions}</div>}
    </article>
  );
}
