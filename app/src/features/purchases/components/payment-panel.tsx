import type { Purchase } from '@plaza/api';
import { Button, CountdownTimer } from '@plaza/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { CardPayment } from './card-payment';
import * as styles from './payment.css';
import { TransferPayment } from './transfer-payment';

interface PaymentPanelProps {
  /** A purchase waiting for its payment (`pending_payment`). */
  purchase: Purchase;
  onPaid: (purchase: Purchase) => void;
  /** Starts a new checkout once this payment window has closed. */
  onRestart: () => void;
  /**
   * Offered when a card is declined: pay by bank transfer instead.
   * @default undefined (not offered)
   */
  onSwitchToTransfer?: () => void;
}

/**
 * The payment of a purchase, by the method chosen at checkout, while its window lasts: the time
 * left counts down, and when it is up (here or as the server says) the page says so and offers to
 * start again, since the reserved units have gone back on sale.
 */
export function PaymentPanel({
  purchase,
  onPaid,
  onRestart,
  onSwitchToTransfer,
}: PaymentPanelProps) {
  const say = useMessage();
  const headingId = useId();
  const expiresAt = Date.parse(purchase.transaction.expires_at);
  const [isExpired, setExpired] = useState(() => expiresAt <= Date.now());
  const expire = () => setExpired(true);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage
          id={purchase.payment_method === 'card' ? 'checkout.payByCard' : 'checkout.payByTransfer'}
        />
      </h2>
      <CountdownTimer
        expiresAt={expiresAt}
        onExpire={expire}
        labels={{
          label: say('checkout.timeLeft'),
          lastMinute: say('checkout.lastMinute'),
          expired: say('checkout.windowClosed'),
        }}
      />
      {isExpired ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureText}>
            <FormattedMessage id="checkout.expired" />
          </p>
          <Button onPress={onRestart}>
            <FormattedMessage id="checkout.startAgain" />
          </Button>
        </div>
      ) : purchase.payment_method === 'card' ? (
        <CardPayment
          purchase={purchase}
          onPaid={onPaid}
          onExpired={expire}
          onSwitchToTransfer={onSwitchToTransfer}
        />
      ) : (
        <TransferPayment purchase={purchase} onPaid={onPaid} onExpired={expire} />
      )}
    </section>
  );
}
