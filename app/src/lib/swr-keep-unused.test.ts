import type { Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retain } from './swr-keep-unused';

const KEY = 'marketplace/categories/';

function cacheWithEntry(): Cache {
  return new Map([[KEY, { data: ['data'] }]]);
}

describe('retain', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an entry while it is in use', () => {
    const cache = cacheWithEntry();
    retain(cache, KEY, 60_000);
    vi.advanceTimersByTime(120_000);
    expect(cache.get(KEY)).toBeDefined();
  });

  it('drops an entry once it has been unused for the whole delay', () => {
    const cache = cacheWithEntry();
    const release = retain(cache, KEY, 60_000);
    release();
    vi.advanceTimersByTime(59_999);
    expect(cache.get(KEY)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('waits for the last of several users', () => {
    const cache = cacheWithEntry();
    const releaseFirst = retain(cache, KEY, 60_000);
    const releaseSecond = retain(cache, KEY, 60_000);
    releaseFirst();
    vi.advanceTimersByTime(60_000);
    expect(cache.get(KEY)).toBeDefined();
    releaseSecond();
    vi.advanceTimersByTime(60_000);
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('keeps an entry used again before the delay ends', () => {
    const cache = cacheWithEntry();
    retain(cache, KEY, 60_000)();
    vi.advanceTimersByTime(30_000);
    const release = retain(cache, KEY, 60_000);
    vi.advanceTimersByTime(60_000);
    expect(cache.get(KEY)).toBeDefined();
    release();
    vi.advanceTimersByTime(60_000);
    expect(cache.get(KEY)).toBeUndefined();
  });
});
