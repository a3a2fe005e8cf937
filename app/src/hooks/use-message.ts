import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A message without values, for the many labels that @plaza/ui takes as plain strings. */
export function useMessage(): (id: MessageId) => string {
  const intl = useIntl();
  return useCallback((id: MessageId) => intl.formatMessage({ id }), [intl]);
}
