import type { Seller } from '@plaza/api';
import useSWR from 'swr';
import { reviewApi } from '../../../lib/api-calls/reviews';

/** GET `marketplace/sellers/{username}/`: a seller's public page; an unknown one answers `404`. */
export function useSeller(username: string) {
  // Under the sellers' path, which a new review refreshes (its rating moves).
  return useSWR<Seller, Error>([`marketplace/sellers/${username}/`], () =>
    reviewApi.seller(username),
  );
}
