import type { ProductReviewPage, ProductReviewsQuery } from '@plaza/api';
import useSWR from 'swr';
import { reviewApi } from '../../../lib/api-calls/reviews';

/**
 * The cache key's path of GET `marketplace/products/{id}/reviews/`. It starts as the products' do,
 * so the Products tag (revalidateProducts) refreshes a product's reviews with its rating.
 */
const productReviewsPath = (productId: number) => `marketplace/products/${productId}/reviews/`;

/** The cache key of a page of a product's reviews, which the server fills for the first one. */
export const productReviewsKey = (productId: number, query: ProductReviewsQuery) =>
  [productReviewsPath(productId), query] as const;

/**
 * A page of a product's visible reviews, newest first, with the summary of all of them. The page
 * on screen stays while another star filter loads, so the summary above it does not blink.
 */
export function useProductReviews(productId: number, query: ProductReviewsQuery) {
  return useSWR<ProductReviewPage, Error>(
    productReviewsKey(productId, query),
    ([, key]: [string, ProductReviewsQuery]) => reviewApi.productReviews(productId, key),
    { keepPreviousData: true },
  );
}
