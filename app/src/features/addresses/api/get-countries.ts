import type { Country } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

/** GET `base/countries/`: ISO 3166-1 countries, named in the interface language. */
export function useCountries() {
  return useSWR<Country[], Error>(['base/countries/', language], () => api.countries());
}
