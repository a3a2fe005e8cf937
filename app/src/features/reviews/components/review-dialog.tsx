import { ApiError, type PurchaseItem } from '@plaza/api';
import { Dialog } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { toasts } from '../../../lib/toasts';
import { createReview, updateReview } from '../api/save-review';
import { ReviewForm, type ReviewValues } from './review-form';

interface ReviewDialogProps {
  /** The purchase's line being rated; its `review`, when there is one, is the one edited. */
  item: PurchaseItem;
  isOpen: boolean;
  onClose: () => void;
  /** Called once the review is saved, or found changed elsewhere, for the purchase to show it. */
  onChanged: () => void;
}

/** Writes the buyer's review of a received item, or changes it while `editable`. */
export function ReviewDialog({ item, isOpen, onClose, onChanged }: ReviewDialogProps) {
  const intl = useIntl();
  const { review } = item;
  const name = item.product.name;
  const send = async (values: ReviewValues) => {
    try {
      if (review) await updateReview(review.id, values);
      else await createReview({ purchase_item: item.id, ...values });
    } catch (error) {
      // A `409` (written already in another tab, its 30 days over) means the purchase on screen is
      // out of date: the form says why, and the purchase behind it shows how things stand.
      if (error instanceof ApiError && error.status === 409) onChanged();
      throw error;
    }
    toasts.add({
      tone: 'success',
      title: intl.formatMessage({ id: review ? 'reviews.updated' : 'reviews.created' }),
      description: name,
    });
    onChanged();
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(
        { id: review ? 'reviews.editTitle' : 'reviews.rateTitle' },
        { name },
      )}
    >
      {isOpen && (
        <ReviewForm
          initial={review ?? undefined}
          submitLabel={intl.formatMessage({
            id: review ? 'reviews.saveChanges' : 'reviews.publish',
          })}
          onSend={send}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
