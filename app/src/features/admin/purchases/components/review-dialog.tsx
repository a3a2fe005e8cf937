import type { Purchase } from '@plaza/api';
import { Money, TextArea } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../../components/orders/action-dialog';
import { useMessage } from '../../../../hooks/use-message';
import { toCents } from '../../../../lib/money';

export type Review = 'approved' | 'refused';

interface ReviewDialogProps {
  purchase: Purchase;
  review: Review;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** Confirms approving or refusing a bank transfer, with a note for the buyer (optional). */
export function ReviewDialog({ purchase, review, onConfirm, onClose }: ReviewDialogProps) {
  const say = useMessage();
  const [note, setNote] = useState('');
  const action = say(review === 'approved' ? 'adminPurchases.approve' : 'adminPurchases.refuse');
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
          id={review === 'approved' ? 'adminPurchases.approveBody' : 'adminPurchases.refuseBody'}
          values={{
            id: purchase.purchase_id,
            buyer: <bdi>{purchase.buyer.username}</bdi>,
            amount: <Money cents={toCents(purchase.total)} />,
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
