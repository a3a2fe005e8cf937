/**
 * Values kept for a few seconds under a key: explore's counts, and the catalogue's answers to
 * visitors. Counting every approved product costs a pass over a partial index on each request (a
 * few hundred milliseconds at 100,000 products on PGlite), and building a page of answers several
 * queries, however often the same page is asked for.
 *
 * A cache lives in the process and is never shared, so several instances stay stateless: a change
 * made through this instance clears it at once (`clear`), and one made through another instance shows
 * here within `seconds`. Concurrent requests for the same key share one computation.
 */
export interface TimedCache<T> {
  /** The value under `key`, from `computeNow` when none is kept or the kept one is too old. */
  get(key: string, computeNow: () => Promise<T>): Promise<T>;
  /**
   * The value under `key` when one is kept and fresh, or on its way: what `get` would answer
   * without computing. A caller that pays for computing (pages, rendered per client) asks first.
   */
  peek(key: string): Promise<T> | undefined;
  /** Forgets every kept value, after a change that may alter any of them. */
  clear(): void;
}

/** Told of each `get`: whether a kept value answered it (`/metrics`' kept-answer hits and misses). */
export type CacheLookup = (outcome: 'hit' | 'miss') => void;

/**
 * A cache keeping each value `seconds`; `0` keeps none and computes every time. It keeps `maxKept`
 * values at most, dropping the oldest first: a key may hold search text, so a flood of searches
 * can't grow it without end.
 */
export function createTimedCache<T>(
  seconds: number,
  {
    maxKept = 1000,
    now = Date.now,
    looked = () => {},
  }: { maxKept?: number; now?: () => number; looked?: CacheLookup } = {},
): TimedCache<T> {
  const kept = new Map<string, { value: Promise<T>; until: number }>();
  const forgetExpired = (time: number) => {
    for (const [key, entry] of kept) if (entry.until <= time) kept.delete(key);
  };
  const fresh = (key: string, time: number) => {
    const entry = kept.get(key);
    return entry && entry.until > time ? entry.value : undefined;
  };
  return {
    get(key, computeNow) {
      const time = now();
      const keptValue = fresh(key, time);
      looked(keptValue ? 'hit' : 'miss');
      if (keptValue) return keptValue;
      if (seconds <= 0) return computeNow();
      forgetExpired(time);
      // Entries go in in time order, so the first one is the oldest.
      if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
      const value = computeNow();
      const entry = { value, until: time + seconds * 1000 };
      kept.set(key, entry);
      // A failure is not kept: the next request tries again.
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
    peek: (key) => fresh(key, now()),
    clear: () => kept.clear(),
  };
}
