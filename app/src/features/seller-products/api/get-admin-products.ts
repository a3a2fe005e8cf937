import type { ProductReviewQuery, ProductSummaryPage } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { productEditingApi } from '../../../lib/api-calls/product-editing';

/** GET `marketplace/admin/products/`: one page of every product, for administrators. */
function getAdminProducts(query: ProductReviewQuery): Promise<ProductSummaryPage> {
  return productEditingApi.adminProducts(query);
}

/** Every product, cached per query and language; the last page stays while the next loads. */
export function useAdminProducts(query: ProductReviewQuery) {
  return useSWR<ProductSummaryPage, Error>(
    ['marketplace/admin/products/', language, query],
    ([, , key]: [string, string, ProductReviewQuery]) => getAdminProducts(key),
    { keepPreviousData: true },
  );
}
