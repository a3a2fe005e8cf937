import type { PaymentMethodList } from '@plaza/api';
import { Button } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { LoadError } from '../../../components/errors/load-error';
import * as styles from './checkout.css';

interface MethodsUnavailableProps {
  /** The methods' answer while it has none to offer: loading, failed, or an empty list. */
  answer: SWRResponse<PaymentMethodList, Error>;
}

/**
 * The method step before it has methods to show: loading them, why they failed to load, or that
 * the shop takes no payment now; the last two with a way to ask again.
 */
export function MethodsUnavailable({ answer }: MethodsUnavailableProps) {
  const intl = useIntl();
  const { data: methods, error, isValidating, mutate } = answer;
  if (error && !methods)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  if (!methods)
    return (
      <p role="status" className={styles.notice}>
        <FormattedMessage id="checkout.method.loading" />
      </p>
    );
  return (
    <div role="alert" className={styles.step}>
      <p className={styles.notice}>
        <FormattedMessage id="checkout.method.none" />
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => void mutate()}
          isPending={isValidating}
          pendingLabel={intl.formatMessage({ id: 'common.loading' })}
        >
          <FormattedMessage id="error.retry" />
        </Button>
      </div>
    </div>
  );
}
