import type { Product } from '@plaza/api';
import useSWR from 'swr';
import type { Language } from '../i18n/language';
import { useLanguage } from '../i18n/use-language';
import { catalogueApi } from '../lib/api-calls/catalogue';

/** GET `marketplace/products/{id}/`. */
export function getProduct(id: number): Promise<Product> {
  return catalogueApi.product(id);
}

/** The cache key of one product: per language, since its category comes named in it. */
export const productKey = (language: Language, id: number): [string, Language, number] => [
  'marketplace/products/',
  language,
  id,
];

/** One product. */
export function useProduct(id: number) {
  return useSWR<Product, Error>(
    productKey(useLanguage(), id),
    ([, , key]: [string, string, number]) => getProduct(key),
  );
}
