import type { ReviewPage, SellerReviewQuery } from '@plaza/api';
import useSWR from 'swr';
import { reviewApi } from '../../../lib/api-calls/reviews';

/** The cache key's path of GET `marketplace/sellers/{username}/reviews/`, under the sellers' one. */
const sellerReviewsPath = (username: string) => `marketplace/sellers/${username}/reviews/`;

/** A page of a seller's visible reviews over all their products, newest first. */
export function useSellerReviews(username: string, query: SellerReviewQuery) {
  return useSWR<ReviewPage, Error>(
    [sellerReviewsPath(username), query],
    ([, key]: [string, SellerReviewQuery]) => reviewApi.sellerReviews(username, key),
  );
}
