import { CLIENT_ERROR_CODES, ApiError } from '@plaza/api';
import { Button } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** What the user can do differs by cause, so the message follows the error's `code` (API.md). */
const messageByCode: Partial<Record<string, MessageId>> = {
  [CLIENT_ERROR_CODES.network]: 'error.network',
};

interface LoadErrorProps {
  error: Error;
  /** Loads the data again. */
  onRetry: () => void;
  /** Whether a retry is under way: the button keeps focus and shows progress meanwhile. */
  isRetrying: boolean;
}

/** A failed load: why, in the user's language, and a way to try again. */
export function LoadError({ error, onRetry, isRetrying }: LoadErrorProps) {
  const messageId =
    (error instanceof ApiError ? messageByCode[error.code] : undefined) ?? 'error.unexpected';
  return (
    <div role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Button onPress={onRetry} isPending={isRetrying}>
        <FormattedMessage id="error.retry" />
      </Button>
    </div>
  );
}
