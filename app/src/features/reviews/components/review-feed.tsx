import { Button } from '@plaza/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { REVIEW_FEED_PAGE_SIZE } from '../review-pages';
import * as styles from './reviews.css';

interface ReviewFeedProps {
  /** How many reviews there are in all: the first page's `count`. */
  count: number;
  /** The list's name for screen readers, e.g. "Opiniones". */
  label: string;
  /** A page's items (`ReviewItems` over that page's call), numbered from 1. */
  renderPage: (page: number) => ReactNode;
}

/**
 * Reviews newest first, a page at a time, with "load more" under them: a reader scrolls on through
 * what they have read instead of jumping between pages. Each page loads through its own call, so
 * a change refreshes the pages on screen as any other list.
 */
export function ReviewFeed({ count, label, renderPage }: ReviewFeedProps) {
  const [pageCount, setPageCount] = useState(1);
  const hasMore = count > pageCount * REVIEW_FEED_PAGE_SIZE;
  return (
    <div className={styles.feed}>
      <ol className={styles.list} aria-label={label}>
        {Array.from({ length: pageCount }, (_, index) => (
          <Fragment key={index}>{renderPage(index + 1)}</Fragment>
        ))}
      </ol>
      {hasMore && (
        <div>
          <Button variant="secondary" onPress={() => setPageCount((pages) => pages + 1)}>
            <FormattedMessage
              id="reviews.loadMore"
              values={{ count: count - pageCount * REVIEW_FEED_PAGE_SIZE }}
            />
          </Button>
        </div>
      )}
    </div>
  );
}
