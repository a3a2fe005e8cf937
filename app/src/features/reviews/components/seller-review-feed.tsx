import type { Review, SellerReviewQuery } from '@plaza/api';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { useSellerReviews } from '../api/get-seller-reviews';
import { REVIEW_FEED_PAGE_SIZE } from '../review-pages';
import { ReviewFeed } from './review-feed';
import { ReviewItems } from './review-items';
import * as styles from './reviews.css';

const reviewsQuery = (page: number): SellerReviewQuery => ({
  page,
  page_size: REVIEW_FEED_PAGE_SIZE,
});

interface SellerReviewFeedProps {
  username: string;
  /** The list's name for screen readers. */
  label: string;
  /** What shows while the seller has no review: it says what comes next. */
  empty: ReactNode;
  /** What the reader may do with each review, e.g. reply. */
  actions?: (review: Review) => ReactNode;
}

/** A seller's reviews over all their products, newest first, each naming its product. */
export function SellerReviewFeed({ username, label, empty, actions }: SellerReviewFeedProps) {
  const say = useMessage();
  const { data, error, isValidating, mutate } = useSellerReviews(username, reviewsQuery(1));
  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
    ) : (
      <p className={styles.pending}>{say('reviews.loading')}</p>
    );
  }
  if (data.count === 0) return empty;
  return (
    <ReviewFeed
      count={data.count}
      label={label}
      renderPage={(page) => <SellerReviewPage username={username} page={page} actions={actions} />}
    />
  );
}

interface SellerReviewPageProps {
  username: string;
  page: number;
  actions?: (review: Review) => ReactNode;
}

function SellerReviewPage({ username, page, actions }: SellerReviewPageProps) {
  return (
    <ReviewItems
      answer={useSellerReviews(username, reviewsQuery(page))}
      showProduct
      actions={actions}
    />
  );
}
