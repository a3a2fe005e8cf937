import type { Review } from '@plaza/api';
import { ReviewCard } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';

interface ReviewEntryProps {
  review: Review;
  /** Whether to name the product it is about: in a seller's reviews, not on the product's page. */
  showProduct?: boolean;
  /** What the reader may do with it, e.g. reply. */
  actions?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** One review as a card: who, when, how many stars, what they said, and the seller's reply. */
export function ReviewEntry({
  review,
  showProduct = false,
  actions,
  headingLevel,
}: ReviewEntryProps) {
  const intl = useIntl();
  const say = useMessage();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  return (
    <ReviewCard
      author={{ name: review.author.username, avatarSrc: review.author.avatar ?? undefined }}
      date={date(review.created_at)}
      dateTime={review.created_at}
      rating={review.rating}
      ratingLabel={intl.formatMessage({ id: 'rating.stars' }, { stars: review.rating })}
      comment={review.comment}
      product={
        showProduct
          ? { name: review.product.name, href: paths.product(review.product.id) }
          : undefined
      }
      reply={
        review.reply && review.replied_at
          ? { text: review.reply, date: date(review.replied_at), dateTime: review.replied_at }
          : null
      }
      labels={{ reply: say('reviews.sellerReply') }}
      actions={actions}
      headingLevel={headingLevel}
    />
  );
}
