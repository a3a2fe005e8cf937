import { VisuallyHidden } from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import * as styles from './MessageThread.css.js';
import type { MessageRole, MessageThreadLabels, ThreadMessage } from './types.js';

interface MessageBubbleProps {
  message: ThreadMessage;
  labels: Pick<MessageThreadLabels, 'roles' | 'you' | 'newTab'>;
  /** The time of day in the page's locale and time zone. */
  timeFormat: Intl.DateTimeFormat;
}

/** The administrator stands apart from the two parties of the sale. */
const tones: Record<MessageRole, 'neutral' | 'info'> = {
  buyer: 'neutral',
  seller: 'neutral',
  admin: 'info',
};

/**
 * One message: who wrote it (the other party's name and role; "you", for screen readers only, on
 * the reader's own), the words in their own direction, the photo as a thumbnail linking to the
 * whole picture, and the time.
 */
export function MessageBubble({ message, labels, timeFormat }: MessageBubbleProps) {
  const { author, text, photo, createdAt, own } = message;
  return (
    <div className={styles.bubble} data-own={own || undefined} data-role={author.role}>
      {own ? (
        <VisuallyHidden elementType="p">{labels.you}</VisuallyHidden>
      ) : (
        <p className={styles.byline}>
          <span dir="auto" className={styles.name}>
            {author.name}
          </span>
          <Badge tone={tones[author.role]}>{labels.roles[author.role]}</Badge>
        </p>
      )}
      {text && (
        <p dir="auto" className={styles.text}>
          {text}
        </p>
      )}
      {photo && (
        <a href={photo.src} target="_blank" rel="noreferrer" className={styles.photoLink}>
          <img src={photo.src} alt={photo.alt} className={styles.photo} />
          <VisuallyHidden>{labels.newTab}</VisuallyHidden>
        </a>
      )}
      <time dateTime={createdAt.toISOString()} className={styles.time}>
        {timeFormat.format(createdAt)}
      </time>
    </div>
  );
}
