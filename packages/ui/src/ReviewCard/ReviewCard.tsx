import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar.js';
import { RatingStars } from '../RatingStars/RatingStars.js';
import { standaloneLink } from '../styles/link.css.js';
import * as styles from './ReviewCard.css.js';
import { ReviewReply, type ReviewReplyData } from './ReviewReply.js';

export interface ReviewCardLabels {
  /** The heading of the seller's reply, e.g. "Respuesta del vendedor". */
  reply: string;
}

export interface ReviewCardProps {
  /** Who wrote the review: the name is the card's heading; without a photo, initials show. */
  author: { name: string; avatarSrc?: string | null };
  /** The review's date as the app formats it, e.g. "3 de mayo de 2026". */
  date: string;
  /** The same date as an ISO value, for `<time dateTime>`. */
  dateTime: string;
  /** The stars given, 1 to 5. */
  rating: number;
  /** The stars' accessible name, e.g. "4 de 5 estrellas". */
  ratingLabel: string;
  /**
   * What the buyer wrote; a review may be stars alone.
   * @default undefined
   */
  comment?: string | null;
  /**
   * The product reviewed, as a link, for lists across products (a seller's page, My Sales, admin).
   * @default undefined
   */
  product?: { name: string; href: string };
  /**
   * The seller's reply, set apart under the comment.
   * @default undefined
   */
  reply?: ReviewReplyData | null;
  /** The seller's reply heading, from the app's catalogue. */
  labels: ReviewCardLabels;
  /**
   * Buttons the screen adds (edit, reply, hide), placed at the card's end.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Level of the author's heading, so it fits the page's outline; the reply's is one below.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One buyer's review: an `<article>` headed by the author's name, with the date, the stars, the
 * product (on lists across products), the comment, the seller's reply set apart, and the screen's
 * own actions at the end.
 */
export function ReviewCard({
  author,
  date,
  dateTime,
  rating,
  ratingLabel,
  comment,
  product,
  reply,
  labels,
  actions,
  headingLevel = 3,
}: ReviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.byline}>
        {/* The heading beside it names the author. */}
        <Avatar name={author.name} src={author.avatarSrc ?? undefined} isDecorative />
        <div className={styles.who}>
          <Heading id={headingId} dir="auto" className={styles.author}>
            {author.name}
          </Heading>
          <time dateTime={dateTime} className={styles.date}>
            {date}
          </time>
        </div>
      </div>
      <RatingStars value={rating} label={ratingLabel} size="sm" />
      {product && (
        <Link href={product.href} dir="auto" className={standaloneLink}>
          {product.name}
        </Link>
      )}
      {comment && (
        <p dir="auto" className={styles.text}>
          {comment}
        </p>
      )}
      {reply && (
        <ReviewReply
          reply={reply}
          title={labels.reply}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5}
        />
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
