import type { ProductReviewQuery, ProductSummaryPage } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { productEditingApi } from '../../../lib/api-calls/product-editing';

/** GET `marketplace/products/mine/`: one page of the seller's own products, in every status. */
export function getMyProducts(query: ProductReviewQuery): Promise<ProductSummaryPage> {
  return productEditingApi.myProducts(query);
}

/** The seller's products, cached per query and language; the last page stays while the next loads. */
export function useMyProducts(query: ProductReviewQuery) {
  return useSWR<ProductSummaryPage, Error>(
    ['marketplace/products/mine/', language, query],
    ([, , key]: [string, string, ProductReviewQuery]) => getMyProducts(key),
    { keepPreviousData: true },
  );
}
