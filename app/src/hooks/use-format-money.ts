import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** US cents as dollars in `intl`'s language (docs/product.md, section 9: prices in dollars). */
export const formatMoney = (intl: IntlShape, cents: number): string =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

/** Formats US cents as dollars in the interface language. */
export function useFormatMoney(): (cents: number) => string {
  const intl = useIntl();
  return useCallback((cents: number) => formatMoney(intl, cents), [intl]);
}
