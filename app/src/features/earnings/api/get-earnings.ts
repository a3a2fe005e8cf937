import type { Earnings } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';

/** The cache key of GET `marketplace/earnings/`, which a withdrawal refreshes. */
export const EARNINGS_KEY = 'marketplace/earnings/';

/** Ledger entries per page on the dashboard: the latest few. */
export const ENTRIES_PAGE_SIZE = 10;

/** GET `marketplace/earnings/`: balance, pending and a page of entries, newest first. */
export function getEarnings(page: number): Promise<Earnings> {
  return earningsApi.earnings({ page, page_size: ENTRIES_PAGE_SIZE });
}

/** Balance, pending and one page of the ledger; the last page stays while the next loads. */
export function useEarnings(page: number) {
  return useSWR<Earnings, Error>(
    [EARNINGS_KEY, page],
    ([, key]: [string, number]) => getEarnings(key),
    { keepPreviousData: true },
  );
}
