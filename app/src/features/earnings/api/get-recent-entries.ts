import type { LedgerEntry } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';
import { EARNINGS_KEY } from './get-earnings';

/** The largest page docs/api.md allows. */
const PAGE_SIZE = 100;
/** A bound on the pages read for the chart, so an extraordinary ledger can't stall the dashboard. */
const MAX_PAGES = 10;

/**
 * GET `marketplace/earnings/`, page after page: every entry since `since` (newest first), for the
 * chart of earnings by month. The API has no sums by month, so the app adds the entries up; it
 * stops at the first page that reaches back past `since`, or after MAX_PAGES pages.
 */
async function getEntriesSince(since: Date): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { entries: found } = await earningsApi.earnings({ page, page_size: PAGE_SIZE });
    entries.push(...found.results);
    const oldest = found.results.at(-1);
    if (!found.next || !oldest || new Date(oldest.created_at) < since) break;
  }
  return entries;
}

/** The ledger since `since`, cached under the earnings key so a withdrawal refreshes it too. */
export function useEntriesSince(since: Date) {
  return useSWR<LedgerEntry[], Error>([EARNINGS_KEY, 'since', since.toISOString()], () =>
    getEntriesSince(since),
  );
}
