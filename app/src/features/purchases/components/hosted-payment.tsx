import { ApiError, type Purchase } from '@plaza/api';
import { Button } from '@plaza/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, type ErrorMessage } from '../../../i18n/error-messages';
import { leaveAfterRefresh } from '../../../lib/leave-page';
import { openPaymentPage, reloadPurchase } from '../api/pay-hosted';
import type { HostedMethod } from '../hosted-method';
import { providerPageAddress } from '../provider-page';
import * as styles from './payment.css';

interface HostedPaymentProps {
  purchase: Purchase;
  method: HostedMethod;
  /** The purchase turned out paid meanwhile (its webhook came first: the pay call is a `409`). */
  onPaid: (purchase: Purchase) => void;
  /** The server says the payment window has closed. */
  onExpired: () => void;
  /**
   * Whether the buyer came back without the payment confirmed: the button offers to pay again.
   * @default false
   */
  isAgain?: boolean;
}

/**
 * A hosted method's payment: the buyer leaves Plaza for the provider's page (a whole navigation:
 * no script or frame of the provider's runs on Plaza's pages) and comes back to the purchase. One
 * press at a time; when the page cannot be opened the reason shows and the button stays for
 * another try; a purchase that moved on meanwhile (`409`: paid, expired) is read again.
 */
export function HostedPayment({
  purchase,
  method,
  onPaid,
  onExpired,
  isAgain,
}: HostedPaymentProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [isOpening, setOpening] = useState(false);
  const isUnderWay = useRef(false);

  // Back from the provider's page, the browser may show this page as it was left, pending.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      isUnderWay.current = false;
      setOpening(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const open = async () => {
    if (isUnderWay.current) return;
    isUnderWay.current = true;
    setOpening(true);
    setFailure(null);
    try {
      const session = await openPaymentPage(purchase.purchase_id);
      const address = providerPageAddress(session.redirect_url);
      if (address === null) throw new Error('The payment page is not a web address');
      // Pending until the page is gone.
      leaveAfterRefresh(() => window.location.assign(address));
    } catch (error) {
      isUnderWay.current = false;
      setOpening(false);
      if (error instanceof ApiError && error.code === 'transaction_expired') return onExpired();
      if (error instanceof ApiError && error.status === 409) {
        const moved = await reloadPurchase(purchase.purchase_id).catch(() => null);
        if (moved?.transaction.status === 'paid') return onPaid(moved);
        if (moved && moved.status !== 'pending_payment') return;
      }
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className={styles.hosted}>
      <p className={styles.explain}>
        <FormattedMessage id="checkout.hosted.explain" values={{ method }} />
      </p>
      {failure && (
        <p role="alert" className={styles.failureText}>
          <FormattedMessage id={failure.id} values={failure.values} />
        </p>
      )}
      <div className={styles.actions}>
        <Button
          onPress={() => void open()}
          isPending={isOpening}
          pendingLabel={intl.formatMessage({ id: 'checkout.hosted.opening' })}
        >
          <FormattedMessage
            id={isAgain ? 'checkout.hosted.payAgain' : 'checkout.hosted.pay'}
            values={{ method }}
          />
        </Button>
      </div>
    </div>
  );
}
