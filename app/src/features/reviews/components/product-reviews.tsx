import type { ProductReviewPage, ProductReviewsQuery } from '@plaza/api';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { EmptyState, RatingSummary } from '@plaza/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { useProductReviews } from '../api/get-product-reviews';
import { productReviewsQuery } from '../review-pages';
import { ReviewFeed } from './review-feed';
import { ReviewItems } from './review-items';
import * as styles from './reviews.css';
import { useSummaryLabels } from './use-summary-labels';

/**
 * A product's reviews on its page: the summary, whose bars filter by stars, and the newest reviews
 * with more on demand. With none yet it says who may write the first and where.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const say = useMessage();
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  // The first page carries the summary and how many reviews the filter leaves.
  const { data, error, isValidating, mutate } = useProductReviews(
    productId,
    productReviewsQuery(1, rating),
  );

  const content = () => {
    if (!data) {
      return error ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <p className={styles.pending}>{say('reviews.loading')}</p>
      );
    }
    if (data.summary.count === 0) {
      return (
        <EmptyState
          title={say('reviews.empty')}
          text={say('reviews.emptyHint')}
          icon={<ChatCircleTextIcon />}
          headingLevel={3}
          action={<TextLink href={paths.purchases}>{say('reviews.emptyAction')}</TextLink>}
        />
      );
    }
    return (
      <div className={styles.columns}>
        <ReviewsSummary page={data} rating={rating} onRatingChange={setRating} />
        <div className={styles.feed}>
          <p role="status" className={styles.status}>
            <FeedStatus count={data.count} rating={rating} />
          </p>
          <ReviewFeed
            key={rating ?? 'all'}
            count={data.count}
            label={say('reviews.title')}
            renderPage={(page) => (
              <ProductFeedPage productId={productId} query={productReviewsQuery(page, rating)} />
            )}
          />
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {say('reviews.title')}
      </h2>
      {content()}
    </section>
  );
}

interface ReviewsSummaryProps {
  page: ProductReviewPage;
  rating: number | null;
  onRatingChange: (rating: number | null) => void;
}

/** The average, the count and the bars of the whole product, whatever the filter. */
function ReviewsSummary({ page: { summary }, rating, onRatingChange }: ReviewsSummaryProps) {
  const labels = useSummaryLabels(summary);
  return (
    <RatingSummary
      average={summary.average}
      count={summary.count}
      histogram={summary.histogram}
      labels={labels}
      selected={rating}
      onSelect={onRatingChange}
    />
  );
}

/**
 * What the feed holds: the newest reviews, or how many gave the stars chosen. It is a live region,
 * so choosing or clearing a filter is announced.
 */
function FeedStatus({ count, rating }: { count: number; rating: number | null }) {
  const intl = useIntl();
  return rating === null
    ? intl.formatMessage({ id: 'reviews.newestFirst' })
    : intl.formatMessage({ id: 'reviews.countWithStars' }, { count, stars: rating });
}

function ProductFeedPage({ productId, query }: { productId: number; query: ProductReviewsQuery }) {
  return <ReviewItems answer={useProductReviews(productId, query)} />;
}
