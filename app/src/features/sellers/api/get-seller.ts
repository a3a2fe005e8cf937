import type { Seller } from '@plaza/api';
import useSWR from 'swr';
import { reviewApi } from '../../../lib/api-calls/reviews';

/** The cache key of a seller's page: under the sellers' path, which a new review refreshes (its rating moves). */
export const sellerKey = (username: string): [string] => [`marketplace/sellers/${username}/`];

/** GET `marketplace/sellers/{username}/`: a seller's public page; an unknown one answers `404`. */
export function useSeller(username: string) {
  return useSWR<Seller, Error>(sellerKey(username), () => reviewApi.seller(username));
}
