import { Button } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../i18n/error-messages';

interface LoadErrorProps {
  error: Error;
  /** Loads the data again. */
  onRetry: () => void;
  /** Whether a retry is under way: the button keeps focus and shows progress meanwhile. */
  isRetrying: boolean;
}

/** A failed load: why, in the user's language, and a way to try again. */
export function LoadError({ error, onRetry, isRetrying }: LoadErrorProps) {
  const intl = useIntl();
  const { id, values } = errorMessage(error);
  return (
    <div role="alert">
      <p>
        <FormattedMessage id={id} values={values} />
      </p>
      <Button
        onPress={onRetry}
        isPending={isRetrying}
        pendingLabel={intl.formatMessage({ id: 'common.loading' })}
      >
        <FormattedMessage id="error.retry" />
      </Button>
    </div>
  );
}
