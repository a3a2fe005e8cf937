import type { Purchase } from '@plaza/api';
import { Button, Dialog, Money, TextArea } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
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
  const action = review === 'approved' ? 'adminPurchases.approve' : 'adminPurchases.refuse';
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={say(action)}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <FormattedMessage id="orders.back" />
          </Button>
          <Button
            variant={review === 'refused' ? 'danger' : 'primary'}
            onPress={() => {
              onConfirm(note.trim());
              close();
            }}
          >
            <FormattedMessage id={action} />
          </Button>
        </>
      )}
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
    </Dialog>
  );
}
