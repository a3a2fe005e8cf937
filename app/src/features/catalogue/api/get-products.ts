import type { ProductListQuery, ProductSummaryPage } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/products/`: one page of approved products. */
export function getProducts(query: ProductListQuery): Promise<ProductSummaryPage> {
  return catalogueApi.products(query);
}

/**
 * A page of products, cached per query and language (categories come named in it). The previous
 * page stays on screen while the next one loads, so typing in the search does not blank the grid.
 */
export function useProducts(query: ProductListQuery) {
  return useSWR<ProductSummaryPage, Error>(
    ['marketplace/products/', language, query],
    ([, , key]: [string, string, ProductListQuery]) => getProducts(key),
    { keepPreviousData: true },
  );
}
