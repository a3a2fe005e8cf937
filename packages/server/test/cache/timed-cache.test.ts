import { describe, expect, it } from 'vitest';
import { createTimedCache } from '../../src/cache/timed-cache.js';

/** A count that answers `value` and remembers how often it ran. */
function counter(value: number) {
  const counted = {
    runs: 0,
    countNow: () => {
      counted.runs += 1;
      return Promise.resolve(value);
    },
  };
  return counted;
}

describe("a timed cache, as explore's counts use it", () => {
  it('keeps a count for its seconds under its key, then counts again', async () => {
    let time = 0;
    const cache = createTimedCache<number>(5, { now: () => time });
    const first = counter(7);
    expect(await cache.get('all', first.countNow)).toBe(7);
    time = 4999;
    expect(await cache.get('all', counter(8).countNow)).toBe(7);
    expect(await cache.get('music', counter(3).countNow)).toBe(3);
    time = 5000;
    expect(await cache.get('all', counter(8).countNow)).toBe(8);
    expect(first.runs).toBe(1);
  });

  it('lets concurrent requests for one key share a single count', async () => {
    const cache = createTimedCache<number>(5);
    const shared = counter(92_000);
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('all', shared.countNow)),
    );
    expect(counts).toEqual(Array(10).fill(92_000));
    expect(shared.runs).toBe(1);
  });

  it('forgets every count when cleared, after a change to the catalogue', async () => {
    const cache = createTimedCache<number>(5);
    await cache.get('all', counter(4).countNow);
    await cache.get('music', counter(1).countNow);
    cache.clear();
    expect(await cache.get('all', counter(5).countNow)).toBe(5);
    expect(await cache.get('music', counter(2).countNow)).toBe(2);
  });

  it('keeps no failed count, so the next request counts again', async () => {
    const cache = createTimedCache<number>(5);
    await expect(cache.get('all', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('all', counter(6).countNow)).toBe(6);
  });

  it('shows what it keeps, or is computing, without computing, and nothing once it is old', async () => {
    let time = 0;
    const cache = createTimedCache<number>(5, { now: () => time });
    expect(cache.peek('all')).toBeUndefined();
    const coming = cache.get('all', counter(7).countNow);
    expect(cache.peek('all')).toBe(coming);
    time = 4999;
    expect(await cache.peek('all')).toBe(7);
    time = 5000;
    expect(cache.peek('all')).toBeUndefined();
  });

  it('counts every time with 0 seconds', async () => {
    const cache = createTimedCache<number>(0);
    const each = counter(3);
    await cache.get('all', each.countNow);
    await cache.get('all', each.countNow);
    expect(each.runs).toBe(2);
  });

  it('keeps at most a thousand counts, dropping the oldest first', async () => {
    const cache = createTimedCache<number>(5, { now: () => 0 });
    for (let search = 0; search <= 1000; search += 1) {
      await cache.get(`search ${search}`, counter(search).countNow);
    }
    expect(await cache.get('search 1000', counter(-1).countNow)).toBe(1000);
    expect(await cache.get('search 1', counter(-1).countNow)).toBe(1);
    expect(await cache.get('search 0', counter(-1).countNow)).toBe(-1);
  });

  it('keeps at most as many values as it is told', async () => {
    const cache = createTimedCache<number>(5, { maxKept: 2, now: () => 0 });
    for (const page of [1, 2, 3]) await cache.get(`page ${page}`, counter(page).countNow);
    expect(await cache.get('page 3', counter(-1).countNow)).toBe(3);
    expect(await cache.get('page 2', counter(-1).countNow)).toBe(2);
    expect(await cache.get('page 1', counter(-1).countNow)).toBe(-1);
  });
});
