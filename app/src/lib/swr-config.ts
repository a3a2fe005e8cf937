import type { SWRConfiguration } from 'swr';
import { keepUnusedFor } from './swr-keep-unused';

/** How long data no screen uses stays cached (docs/product.md, section 9). */
const KEEP_UNUSED_MS = 60_000;

/**
 * The app's data policy (docs/product.md, section 9): no refetch on focus, reconnect or mount; unused data
 * dropped after 60 s. Data is fetched again only when code asks (`mutate`, after a change or a retry)
 * or when a screen mounts after its entry was dropped.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // "No refetch on mount" is `revalidateIfStale: false`: a mount with cached data does not fetch, one
  // without fetches once. `revalidateOnMount: false` would be wrong: SWR 2.5 then skips the first fetch too.
  revalidateIfStale: false,
  // A failed load shows its error with a retry button and the user decides; SWR's own retries would
  // repeat a failing call every few seconds for as long as the screen stays open.
  shouldRetryOnError: false,
  use: [keepUnusedFor(KEEP_UNUSED_MS)],
};
