import { useId } from 'react';
import * as styles from './ReviewCard.css.js';

/** The seller's one reply to a review. */
export interface ReviewReplyData {
  text: string;
  /** The date as the app formats it, e.g. "3 de mayo de 2026". */
  date: string;
  /** The same date as an ISO value, for `<time dateTime>`. */
  dateTime: string;
}

interface ReviewReplyProps {
  reply: ReviewReplyData;
  /** The reply's heading, e.g. "Respuesta del vendedor". */
  title: string;
  headingLevel: 3 | 4 | 5;
}

/** The seller's reply under a review, with a heading of its own one level below the review's. */
export function ReviewReply({ reply, title, headingLevel }: ReviewReplyProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    // A group named by its heading, not a region: a page of reviews would fill up with landmarks.
    <div role="group" aria-labelledby={headingId} className={styles.reply}>
      <Heading id={headingId} className={styles.replyHeading}>
        {title}
      </Heading>
      <time dateTime={reply.dateTime} className={styles.date}>
        {reply.date}
      </time>
      <p dir="auto" className={styles.text}>
        {reply.text}
      </p>
    </div>
  );
}
