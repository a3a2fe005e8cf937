/**
 * Explore's counts, each kept for a few seconds under the filters it counted. Explore answers how
 * many products match, and counting every approved product costs a pass over a partial index on
 * each request (a few hundred milliseconds at 100,000 products on PGlite), however fast its page is.
 *
 * The cache lives in the process and is never shared, so several instances stay stateless: a change
 * made through this instance clears it at once (`clear`), and one made through another instance shows
 * here within `seconds`. Concurrent requests for the same count share one query.
 */
export interface CountCache {
  /** The count under `key`, from `countNow` when none is kept or the kept one is too old. */
  count(key: string, countNow: () => Promise<number>): Promise<number>;
  /** Forgets every kept count, after a change that may alter any of them. */
  clear(): void;
}

/** Counts kept at once; a key holds the search text, so a flood of searches can't grow it without end. */
const MAX_KEPT = 1000;

/** A cache keeping each count `seconds`; `0` keeps none and counts every time. */
export function createCountCache(seconds: number, now: () => number = Date.now): CountCache {
  const kept = new Map<string, { count: Promise<number>; until: number }>();
  const forgetExpired = (time: number) => {
    for (const [key, entry] of kept) if (entry.until <= time) kept.delete(key);
  };
  return {
    count(key, countNow) {
      if (seconds <= 0) return countNow();
      const time = now();
      const entry = kept.get(key);
      if (entry && entry.until > time) return entry.count;
      forgetExpired(time);
      // Entries go in in time order, so the first one is the oldest.
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      const count = countNow();
      const fresh = { count, until: time + seconds * 1000 };
      kept.set(key, fresh);
      // A failed count is not kept: the next request tries again.
      count.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return count;
    },
    clear: () => kept.clear(),
  };
}
