import type { Purchase } from '@plaza/api';
import { Money, TextArea } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../../components/orders/action-dialog';
import { useMessage } from '../../../../hooks/use-message';
import type { MessageId } from '../../../../i18n/messages';
import { toCents } from '../../../../lib/money';
import { refusingRefunds } from '../purchase-review-rules';

export type Review = 'approved' | 'refused';

interface ReviewDialogProps {
  purchase: Purchase;
  review: Review;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** The decision's name (title and button) and what the dialog says it does. */
function reviewWords(purchase: Purchase, review: Review): { action: MessageId; body: MessageId } {
  if (review === 'approved')
    return { action: 'adminPurchases.approve', body: 'adminPurchases.approveBody' };
  return refusingRefunds(purchase)
    ? { action: 'adminPurchases.refuseAndRefund', body: 'adminPurchases.refusePaidBody' }
    : { action: 'adminPurchases.refuse', body: 'adminPurchases.refuseBody' };
}

/**
 * Confirms approving a bank transfer or refusing a purchase, with a note for the buyer
 * (optional). Refusing a paid purchase says that it is refunded, and how.
 */
export function ReviewDialog({ purchase, review, onConfirm, onClose }: ReviewDialogProps) {
  const say = useMessage();
  const [note, setNote] = useState('');
  const words = reviewWords(purchase, review);
  const action = say(words.action);
  return (
    <ActionDialog
      title={action}
      confirmLabel={action}
      confirmVariant={review === 'refused' ? 'danger' : 'primary'}
      onConfirm={() => onConfirm(note.trim())}
      onClose={onClose}
    >
      <p>
        <FormattedMessage
          id={words.body}
          values={{
            id: purchase.purchase_id,
            buyer: <bdi>{purchase.buyer.username}</bdi>,
            amount: <Money cents={toCents(purchase.total)} />,
            method: purchase.payment_method,
          }}
        />
      </p>
      <TextArea
        label={say('adminPurchases.note')}
        description={say('adminPurchases.noteHelp')}
        value={note}
        onChange={setNote}
        maxLength={500}
      />
    </ActionDialog>
  );
}
