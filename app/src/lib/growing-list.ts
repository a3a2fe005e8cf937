import type { Page } from '@plaza/api';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/** The cache key of a list's first `pageCount` pages read as one (`useGrowingList`). */
export const growingListKey = <Q extends object>(path: string, query: Q, pageCount: number) =>
  [path, query, pageCount] as const;

/**
 * The first `pageCount` pages of a list as one, for a list read "load more" by "load more": one
 * cache entry keyed `[path, query, pageCount]`, so the app's tags (lib/revalidate.ts) refresh it
 * like any other answer. Its pages are fetched together; while more load, those on screen stay.
 * Extra fields of the answer (an unread count) are the last page's. `options` are SWR's, such as
 * a conversation's polling.
 */
export function useGrowingList<P extends Page<unknown>, Q extends object>(
  path: string,
  query: Q,
  pageCount: number,
  fetchPage: (page: number) => Promise<P>,
  options: SWRConfiguration<P, Error> = {},
): SWRResponse<P, Error> {
  return useSWR<P, Error>(
    growingListKey(path, query, pageCount),
    async () => {
      const pages = await Promise.all(
        Array.from({ length: pageCount }, (_, index) => fetchPage(index + 1)),
      );
      const last = pages[pages.length - 1] as P;
      return { ...last, results: pages.flatMap((page) => page.results) };
    },
    { keepPreviousData: true, ...options },
  );
}
