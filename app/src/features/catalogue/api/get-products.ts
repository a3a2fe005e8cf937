import type { ProductListQuery, ProductSummaryPage } from '@plaza/api';
import useSWR from 'swr';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/products/`: one page of approved products. */
export function getProducts(query: ProductListQuery): Promise<ProductSummaryPage> {
  return catalogueApi.products(query);
}

/** The cache key of a page of products: per query and language (categories come named in it). */
export const productsKey = (
  language: Language,
  query: ProductListQuery,
): [string, Language, ProductListQuery] => ['marketplace/products/', language, query];

/**
 * A page of products. The previous page stays on screen while the next one loads, so typing in
 * the search does not blank the grid.
 */
export function useProducts(query: ProductListQuery) {
  return useSWR<ProductSummaryPage, Error>(
    productsKey(useLanguage(), query),
    ([, , key]: [string, string, ProductListQuery]) => getProducts(key),
    { keepPreviousData: true },
  );
}
