import type { AdminWithdrawalPage, AdminWithdrawalQuery } from '@plaza/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** The cache key of GET `marketplace/admin/withdrawals/`, which a decision refreshes. */
export const ADMIN_WITHDRAWALS_KEY = 'marketplace/admin/withdrawals/';

/** GET `marketplace/admin/withdrawals/`: every withdrawal, by status, with who asked for it. */
export function useAdminWithdrawals(query: AdminWithdrawalQuery) {
  return useSWR<AdminWithdrawalPage, Error>(
    [ADMIN_WITHDRAWALS_KEY, query],
    ([, key]: [string, AdminWithdrawalQuery]) => api.adminWithdrawals(key),
    { keepPreviousData: true },
  );
}
