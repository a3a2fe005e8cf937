import { ApiError, type Product } from '@plaza/api';
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

/**
 * Whether the product page answers not found for what `useProduct` gave. The API shows a product that
 * is not approved to its seller and administrators; docs/product.md has the product page answer not
 * found for it all the same, and the seller has My Products.
 */
export const isProductNotFound = (error: unknown, product: Product | undefined): boolean =>
  (error instanceof ApiError && error.status === 404) ||
  (product !== undefined && product.status !== 'approved');
