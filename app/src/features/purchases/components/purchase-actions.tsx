import type { Purchase } from '@plaza/api';
import { Button, ConfirmDialog, Money } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { toCents } from '../../../lib/money';
import { toasts } from '../../../lib/toasts';
import { updateBuyerStatus } from '../../../lib/update-buyer-status';
import * as styles from './purchase-details.css';
import { useFailureToast } from '../../../hooks/use-failure-toast';

/** Statuses from which the buyer may still cancel: no sale has been sent (docs/api.md). */
const CANCELLABLE = new Set<Purchase['status']>([
  'pending_payment',
  'pending_approval',
  'approved',
  'preparing',
]);

type BuyerAction = 'received' | 'cancelled';

/** Whether cancelling gives the buyer's money back: it was paid, or a transfer is under review. */
const cancellingRefunds = (purchase: Purchase) =>
  purchase.transaction.status === 'paid' || purchase.transaction.status === 'pending_approval';

const ACTION_TEXT: Record<
  BuyerAction,
  { button: MessageId; title: MessageId; body: MessageId; done: MessageId }
> = {
  received: {
    button: 'purchase.confirmReceipt',
    title: 'purchase.confirmReceiptTitle',
    body: 'purchase.confirmReceiptBody',
    done: 'purchase.receivedDone',
  },
  cancelled: {
    button: 'purchase.cancel',
    title: 'purchase.cancelTitle',
    body: 'purchase.cancelBody',
    done: 'purchase.cancelledDone',
  },
};

/** The buyer's actions the purchase's state allows: confirm receipt once all is sent, or cancel before. */
export function PurchaseActions({ purchase }: { purchase: Purchase }) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [asking, setAsking] = useState<BuyerAction | null>(null);
  const [doing, setDoing] = useState<BuyerAction | null>(null);
  const actions: BuyerAction[] = [
    ...(purchase.status === 'sent' ? (['received'] as const) : []),
    ...(CANCELLABLE.has(purchase.status) ? (['cancelled'] as const) : []),
  ];
  if (actions.length === 0) return null;

  const act = async (action: BuyerAction) => {
    setDoing(action);
    try {
      await updateBuyerStatus(purchase.purchase_id, action);
      toasts.add({ tone: 'success', title: intl.formatMessage({ id: ACTION_TEXT[action].done }) });
    } catch (error) {
      toastFailure(error);
    } finally {
      setDoing(null);
    }
  };

  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'cancelled' ? 'secondary' : 'primary'}
          onPress={() => setAsking(action)}
          isPending={doing === action}
          pendingLabel={intl.formatMessage({ id: 'common.loading' })}
        >
          <FormattedMessage id={ACTION_TEXT[action].button} />
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setAsking(null)}
          title={intl.formatMessage({ id: ACTION_TEXT[asking].title })}
          confirmLabel={intl.formatMessage({ id: ACTION_TEXT[asking].button })}
          cancelLabel={intl.formatMessage({ id: 'purchase.keep' })}
          variant={asking === 'cancelled' ? 'destructive' : 'default'}
          onConfirm={() => void act(asking)}
        >
          {asking === 'cancelled' && cancellingRefunds(purchase) ? (
            <FormattedMessage
              id="purchase.cancelPaidBody"
              values={{
                amount: <Money cents={toCents(purchase.total)} />,
                method: purchase.payment_method,
              }}
            />
          ) : (
            <FormattedMessage id={ACTION_TEXT[asking].body} />
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
