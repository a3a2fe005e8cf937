import type { HeaderLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';

/** The header's own button names, shared by both layouts. */
export function useHeaderLabels(): HeaderLabels {
  const intl = useIntl();
  return {
    menu: intl.formatMessage({ id: 'shell.menu' }),
    darkMode: intl.formatMessage({ id: 'shell.darkMode' }),
    cart: (count) => intl.formatMessage({ id: 'shell.cart' }, { count }),
  };
}
