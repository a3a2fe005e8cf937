import { REVIEW_EDIT_DAYS, type OwnReview, type PurchaseItem } from '@plaza/api';
import { PencilSimpleIcon } from '@phosphor-icons/react/dist/ssr/PencilSimple';
import { StarIcon } from '@phosphor-icons/react/dist/ssr/Star';
import { Button, RatingStars } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { ReviewDialog } from './review-dialog';
import * as styles from './reviews.css';

/** The last day its author may change a review: REVIEW_EDIT_DAYS after posting. */
const editDeadline = (review: OwnReview) =>
  new Date(Date.parse(review.created_at) + REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000);

interface PurchaseItemReviewProps {
  item: PurchaseItem;
  /** Called when the buyer's review changed, for the purchase to be fetched again. */
  onChanged: () => void;
}

/**
 * A purchase line's review, once its sale is received: "Rate this product", or the buyer's review
 * with "Edit" while its 30 days run. Nothing before the item arrives: only who received it rates it.
 */
export function PurchaseItemReview({ item, onChanged }: PurchaseItemReviewProps) {
  const intl = useIntl();
  const say = useMessage();
  const [isOpen, setOpen] = useState(false);
  if (item.sale_status !== 'received') return null;
  const { review } = item;
  const name = item.product.name;
  return (
    <div className={styles.ownReview}>
      {review && (
        <>
          <p className={styles.ownCaption}>{say('reviews.yours')}</p>
          <RatingStars
            value={review.rating}
            label={intl.formatMessage({ id: 'reviews.yourRating' }, { stars: review.rating })}
            size="sm"
          />
          {review.comment && (
            <p dir="auto" className={styles.ownComment}>
              {review.comment}
            </p>
          )}
          {review.reply && (
            <p className={styles.ownNote}>
              {intl.formatMessage(
                { id: 'reviews.sellerReplied' },
                { reply: <bdi key="reply">{review.reply}</bdi> },
              )}
            </p>
          )}
        </>
      )}
      {(!review || review.editable) && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setOpen(true)}
            // The visible words, then which product: one of several such buttons on the page.
            aria-label={intl.formatMessage(
              { id: review ? 'reviews.editFor' : 'reviews.rateFor' },
              { name },
            )}
          >
            {review ? <PencilSimpleIcon aria-hidden /> : <StarIcon aria-hidden />}
            {say(review ? 'reviews.edit' : 'reviews.rate')}
          </Button>
          {review && (
            <p className={styles.ownNote}>
              {intl.formatMessage(
                { id: 'reviews.editableUntil' },
                { date: intl.formatDate(editDeadline(review), { dateStyle: 'long' }) },
              )}
            </p>
          )}
        </div>
      )}
      <ReviewDialog
        item={item}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onChanged={onChanged}
      />
    </div>
  );
}
