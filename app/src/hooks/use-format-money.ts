import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Formats US cents as dollars in the interface language (SPEC.md, section 9: prices in dollars). */
export function useFormatMoney(): (cents: number) => string {
  const intl = useIntl();
  return useCallback(
    (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }),
    [intl],
  );
}
