import type { Product } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

/** GET `marketplace/products/{id}/`. */
export function getProduct(id: number): Promise<Product> {
  return api.product(id);
}

/** One product, cached per language. */
export function useProduct(id: number) {
  return useSWR<Product, Error>(
    ['marketplace/products/', language, id],
    ([, , key]: [string, string, number]) => getProduct(key),
  );
}
