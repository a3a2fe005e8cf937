import type { PaymentMethod } from '@plaza/api';
import { FormattedMessage } from 'react-intl';
import { isHostedMethod } from '../hosted-method';
import * as styles from './payment.css';

/** The payment panel's heading: by card, by transfer, or on the provider's page. */
export function PaymentHeading({ id, method }: { id: string; method: PaymentMethod }) {
  return (
    <h2 id={id} className={styles.heading}>
      {isHostedMethod(method) ? (
        <FormattedMessage id="checkout.payOnProvider" values={{ method }} />
      ) : (
        <FormattedMessage
          id={method === 'card' ? 'checkout.payByCard' : 'checkout.payByTransfer'}
        />
      )}
    </h2>
  );
}
