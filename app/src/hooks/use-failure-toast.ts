import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../i18n/error-messages';
import { toasts } from '../lib/toasts';

/** Says in a toast, in the user's language, why an action from a list or a menu failed. */
export function useFailureToast(): (error: unknown) => void {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const { id, values } = errorMessage(error);
      toasts.add({ tone: 'error', title: intl.formatMessage({ id }, values) });
    },
    [intl],
  );
}
