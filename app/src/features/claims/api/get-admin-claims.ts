import type { AdminClaimQuery, ClaimPage, RefundStatus } from '@plaza/api';
import useSWR from 'swr';
import { claimApi } from '../../../lib/api-calls/claims';

/** The cache key of GET `marketplace/admin/claims/`, which every step of a claim refreshes. */
export const ADMIN_CLAIMS_KEY = 'marketplace/admin/claims/';

/** GET `marketplace/admin/claims/`: every claim, escalated ones first, by status, refund and page. */
export function useAdminClaims(query: AdminClaimQuery) {
  return useSWR<ClaimPage, Error>(
    [ADMIN_CLAIMS_KEY, query],
    ([, key]: [string, AdminClaimQuery]) => claimApi.adminClaims(key),
    { keepPreviousData: true },
  );
}

/**
 * How many claims have a refund in `refund` (`manual` ones wait to be paid back by hand): a page
 * of one, for its count; refreshed with the queue.
 */
export function useClaimRefundCount(refund: RefundStatus): number | undefined {
  return useAdminClaims({ page: 1, page_size: 1, refund }).data?.count;
}
