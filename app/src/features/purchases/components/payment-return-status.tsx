import { Button } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { ReturnState } from '../use-payment-return';
import * as styles from './payment.css';

const STATE_TEXT: Record<Exclude<ReturnState, 'none'>, MessageId> = {
  confirming: 'checkout.return.confirming',
  paid: 'checkout.return.paid',
  unconfirmed: 'checkout.return.unconfirmed',
  ended: 'checkout.return.ended',
};

interface PaymentReturnStatusProps {
  state: ReturnState;
  /** Starts the checks over, once they ran out without the payment confirmed. */
  onCheckAgain: () => void;
}

/**
 * What the purchase page says after the buyer came back from the provider's page: that the
 * payment is being confirmed, then how that went, in a polite live region that screen readers
 * read as it changes. Nothing for a page the provider did not send the buyer to.
 */
export function PaymentReturnStatus({ state, onCheckAgain }: PaymentReturnStatusProps) {
  if (state === 'none') return null;
  return (
    <div className={state === 'unconfirmed' ? styles.returnWarning : styles.returnNotice}>
      <p role="status" className={styles.explain}>
        <FormattedMessage id={STATE_TEXT[state]} />
      </p>
      {state === 'unconfirmed' && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCheckAgain}>
            <FormattedMessage id="checkout.return.checkAgain" />
          </Button>
        </div>
      )}
    </div>
  );
}
