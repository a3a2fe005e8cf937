import type { WithdrawalPage } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';

/** The cache key of GET `marketplace/withdrawals/`, which a new withdrawal refreshes. */
export const WITHDRAWALS_KEY = 'marketplace/withdrawals/';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** GET `marketplace/withdrawals/`: a page of the user's withdrawals, newest first. */
export function getWithdrawals(page: number): Promise<WithdrawalPage> {
  return earningsApi.withdrawals({ page, page_size: WITHDRAWALS_PAGE_SIZE });
}

/** The user's withdrawals, one page at a time; the last page stays while the next loads. */
export function useWithdrawals(page: number) {
  return useSWR<WithdrawalPage, Error>(
    [WITHDRAWALS_KEY, page],
    ([, key]: [string, number]) => getWithdrawals(key),
    { keepPreviousData: true },
  );
}
