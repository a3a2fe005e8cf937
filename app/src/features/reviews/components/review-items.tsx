import type { Review } from '@plaza/api';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import type { ListAnswer } from '../../../lib/list-answer';
import { ReviewEntry } from './review-entry';
import * as styles from './reviews.css';

interface ReviewItemsProps {
  /** One page of reviews as its list call answered it. */
  answer: ListAnswer<Review>;
  showProduct?: boolean;
  /** What the reader may do with each review. */
  actions?: (review: Review) => ReactNode;
}

/** One page of a review feed, as items of its list: the reviews, or that they load, or why not. */
export function ReviewItems({ answer, showProduct, actions }: ReviewItemsProps) {
  const { data, error, isValidating, mutate } = answer;
  if (!data) {
    return (
      <li className={styles.pending}>
        {error ? (
          <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
        ) : (
          <FormattedMessage id="reviews.loading" />
        )}
      </li>
    );
  }
  return data.results.map((review) => (
    <li key={review.id}>
      <ReviewEntry review={review} showProduct={showProduct} actions={actions?.(review)} />
    </li>
  ));
}
