import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';

interface Retention {
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

const retentions = new WeakMap<Cache, Map<string, Retention>>();

/**
 * Counts `key` as in use until the returned function releases it. When its last user lets go, the
 * entry stays in `cache` for `ms` more (a quick return to a screen is served from it) and is then dropped.
 */
export function retain(cache: Cache, key: string, ms: number): () => void {
  let byKey = retentions.get(cache);
  if (!byKey) {
    byKey = new Map();
    retentions.set(cache, byKey);
  }
  const retention = byKey.get(key) ?? { users: 0 };
  byKey.set(key, retention);
  clearTimeout(retention.timer);
  retention.users += 1;

  return () => {
    retention.users -= 1;
    if (retention.users > 0) return;
    retention.timer = setTimeout(() => {
      byKey.delete(key);
      cache.delete(key);
    }, ms);
  };
}

/**
 * SWR keeps every answer for the life of the page. docs/product.md (section 9) keeps unused data 60 s, as RTK
 * Query's `keepUnusedDataFor` does. "Unused" means no mounted hook reads the key, which only the hooks
 * know, so this is a middleware that holds the key while mounted rather than a cache provider, which
 * sees reads and writes but not who is still on screen.
 */
export function keepUnusedFor(ms: number): Middleware {
  return (useSWRNext) => {
    const useRetainedSWR: ReturnType<Middleware> = (key, fetcher, config) => {
      const { cache } = useSWRConfig();
      const serialized = unstable_serialize(key);
      useEffect(
        () => (serialized ? retain(cache, serialized, ms) : undefined),
        [cache, serialized],
      );
      return useSWRNext(key, fetcher, config);
    };
    return useRetainedSWR;
  };
}
