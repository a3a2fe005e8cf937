import type { Redis } from 'ioredis';

/** How many times something happened under a key, and the milliseconds until the count lapses. */
export interface Count {
  count: number;
  msLeft: number;
}

/**
 * Counts that lapse, kept in Redis when given, so every instance shares them, else in this
 * process's memory, as the rate limits are (rate-limits.ts). @fastify/rate-limit's stores only
 * count a request as it passes; these also read a count without adding to it and take one back.
 */
export interface LapsingCounters {
  /** One more under `key`; a new count lapses `windowMs` after its first. */
  add(key: string, windowMs: number): Promise<Count>;
  /** One fewer under `key`, unless it has lapsed. */
  takeBack(key: string): Promise<void>;
  /** The count under `key` now: 0 once lapsed. */
  read(key: string): Promise<Count>;
  /** Sets `key`'s count to 1 for `ttlMs` from now, whatever it was: a mark that something was seen. */
  mark(key: string, ttlMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function lapsingCounters(redis: Redis | undefined): LapsingCounters {
  return redis ? redisCounters(redis) : memoryCounters();
}

/**
 * At most `maxKept` keys, the least recently counted dropped first, so a flood of names can't grow
 * it without end; what is dropped is forgotten, as if it had lapsed.
 */
export function memoryCounters({ maxKept = 100_000, now = Date.now } = {}): LapsingCounters {
  const kept = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = kept.get(key);
    if (entry && entry.until <= now()) kept.delete(key);
    return entry && entry.until > now() ? entry : undefined;
  };
  const keep = (key: string, entry: { count: number; until: number }) => {
    // Entries go in in the order they were last counted, so the first one is the stalest.
    kept.delete(key);
    if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
    kept.set(key, entry);
    return { count: entry.count, msLeft: entry.until - now() };
  };
  return {
    async add(key, windowMs) {
      const entry = live(key) ?? { count: 0, until: now() + windowMs };
      return keep(key, { ...entry, count: entry.count + 1 });
    },
    async takeBack(key) {
      const entry = live(key);
      if (entry) entry.count -= 1;
    },
    async read(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, msLeft: entry ? entry.until - now() : 0 };
    },
    async mark(key, ttlMs) {
      keep(key, { count: 1, until: now() + ttlMs });
    },
    async clear(key) {
      kept.delete(key);
    },
  };
}

/** A count that lapsed between reading and writing must not come back without its expiry. */
const TAKE_BACK = `if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end`;

function redisCounters(redis: Redis, prefix = 'plaza:count:'): LapsingCounters {
  const results = async (commands: ReturnType<Redis['multi']>) => {
    const answers = (await commands.exec()) ?? [];
    const failed = answers.find(([error]) => error);
    if (failed) throw failed[0];
    return answers.map(([, value]) => Number(value));
  };
  const countOf = (count: number | undefined, msLeft: number | undefined): Count => ({
    count: count ?? 0,
    msLeft: Math.max(0, msLeft ?? 0),
  });
  return {
    async add(key, windowMs) {
      const name = prefix + key;
      const [, count, msLeft] = await results(
        redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name),
      );
      return countOf(count, msLeft);
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, prefix + key);
    },
    async read(key) {
      const name = prefix + key;
      const [count, msLeft] = await results(redis.multi().get(name).pttl(name));
      return countOf(count, msLeft);
    },
    async mark(key, ttlMs) {
      await redis.set(prefix + key, 1, 'PX', ttlMs);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
