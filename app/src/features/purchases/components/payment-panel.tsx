import type { Purchase } from '@plaza/api';
import { Button, CountdownTimer } from '@plaza/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { isHostedMethod } from '../hosted-method';
import type { ReturnState } from '../use-payment-return';
import { CardPayment } from './card-payment';
import { HostedPayment } from './hosted-payment';
import * as styles from './payment.css';
import { PaymentHeading } from './payment-heading';
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
  /**
   * Where a return from a hosted method's page stands (use-payment-return.ts): no button to pay
   * while it is confirmed, "pay again" once it could not be.
   * @default 'none'
   */
  returnState?: ReturnState;
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
  returnState = 'none',
}: PaymentPanelProps) {
  const say = useMessage();
  const headingId = useId();
  const expiresAt = Date.parse(purchase.transaction.expires_at);
  const [isExpired, setExpired] = useState(() => expiresAt <= Date.now());
  const expire = () => setExpired(true);
  const method = purchase.payment_method;

  const payment = () => {
    if (isHostedMethod(method)) {
      if (returnState === 'confirming') return null;
      return (
        <HostedPayment
          purchase={purchase}
          method={method}
          onPaid={onPaid}
          onExpired={expire}
          isAgain={returnState === 'unconfirmed'}
        />
      );
    }
    if (method === 'card')
      return (
        <CardPayment
          purchase={purchase}
          onPaid={onPaid}
          onExpired={expire}
          onSwitchToTransfer={onSwitchToTransfer}
        />
      );
    return <TransferPayment purchase={purchase} onPaid={onPaid} onExpired={expire} />;
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <PaymentHeading id={headingId} method={method} />
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
      ) : (
        payment()
      )}
    </section>
  );
}
