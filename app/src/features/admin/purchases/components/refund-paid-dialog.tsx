import type { Purchase, Refund } from '@plaza/api';
import { Money } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../../components/orders/action-dialog';
import { useMessage } from '../../../../hooks/use-message';
import { toCents } from '../../../../lib/money';

interface RefundPaidDialogProps {
  purchase: Purchase;
  refund: Refund;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before marking a bank transfer's refund paid back: the buyer is told it was. */
export function RefundPaidDialog({ purchase, refund, onConfirm, onClose }: RefundPaidDialogProps) {
  const say = useMessage();
  const action = say('adminPurchases.markRefundPaid');
  return (
    <ActionDialog title={action} confirmLabel={action} onConfirm={onConfirm} onClose={onClose}>
      <p>
        <FormattedMessage
          id="adminPurchases.markRefundPaidBody"
          values={{
            id: purchase.purchase_id,
            buyer: <bdi>{purchase.buyer.username}</bdi>,
            amount: <Money cents={toCents(refund.amount)} />,
          }}
        />
      </p>
    </ActionDialog>
  );
}
