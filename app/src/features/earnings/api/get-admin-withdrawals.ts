import type { AdminWithdrawalPage, AdminWithdrawalQuery } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';

/** The cache key of GET `marketplace/admin/withdrawals/`, which a decision refreshes. */
export const ADMIN_WITHDRAWALS_KEY = 'marketplace/admin/withdrawals/';

/** GET `marketplace/admin/withdrawals/`: every withdrawal, by status, with who asked for it. */
export function useAdminWithdrawals(query: AdminWithdrawalQuery) {
  return useSWR<AdminWithdrawalPage, Error>(
    [ADMIN_WITHDRAWALS_KEY, query],
    ([, key]: [string, AdminWithdrawalQuery]) => earningsApi.adminWithdrawals(key),
    { keepPreviousData: true },
  );
}
