import type { AdminClaimQuery, ClaimPage } from '@plaza/api';
import useSWR from 'swr';
import { claimApi } from '../../../lib/api-calls/claims';

/** The cache key of GET `marketplace/admin/claims/`, which every step of a claim refreshes. */
export const ADMIN_CLAIMS_KEY = 'marketplace/admin/claims/';

/** GET `marketplace/admin/claims/`: every claim, escalated ones first, by status and page. */
export function useAdminClaims(query: AdminClaimQuery) {
  return useSWR<ClaimPage, Error>(
    [ADMIN_CLAIMS_KEY, query],
    ([, key]: [string, AdminClaimQuery]) => claimApi.adminClaims(key),
    { keepPreviousData: true },
  );
}
