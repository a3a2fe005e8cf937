/**
 * A list call's answer as SWR gives it, what the app's paged lists take: the page (undefined while
 * the first loads; SWR keeps the last one while the next loads), the failure, and a way to retry.
 */
export interface ListAnswer<T> {
  data: { count: number; results: readonly T[] } | undefined;
  error: Error | undefined;
  isValidating: boolean;
  mutate: () => unknown;
}
