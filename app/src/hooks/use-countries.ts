import type { Country } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../i18n/language';
import { baseApi } from '../lib/api-calls/base';

/** GET `base/countries/`: ISO 3166-1 countries, named in the interface language. */
export function useCountries() {
  return useSWR<Country[], Error>(['base/countries/', language], () => baseApi.countries());
}
