import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/**
 * Formats integer cents as US dollars in the current locale ("$1,234.50" in English,
 * "1234,50 US$" in Spanish). Plaza prices are always dollars; only the presentation is local.
 */
export function useMoneyFormat(): (cents: number) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(cents / 100);
  }, [locale]);
}
