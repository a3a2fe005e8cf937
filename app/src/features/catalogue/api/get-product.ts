import type { Product } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/products/{id}/`. */
export function getProduct(id: number): Promise<Product> {
  return catalogueApi.product(id);
}

/** One product, cached per language. */
export function useProduct(id: number) {
  return useSWR<Product, Error>(
    ['marketplace/products/', language, id],
    ([, , key]: [string, string, number]) => getProduct(key),
  );
}
