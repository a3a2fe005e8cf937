import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { lapsingCounters, memoryCounters } from '../../src/auth/lapsing-counters.js';
import { redisTestsRun, TEST_REDIS_URL } from '../support/redis.js';

describe('lapsing counters in memory', () => {
  it('counts within a window from the first count, then starts again', async () => {
    let time = 0;
    const counters = memoryCounters({ now: () => time });
    expect(await counters.add('a', 1_000)).toEqual({ count: 1, msLeft: 1_000 });
    time = 400;
    expect(await counters.add('a', 1_000)).toEqual({ count: 2, msLeft: 600 });
    await counters.takeBack('a');
    expect(await counters.read('a')).toEqual({ count: 1, msLeft: 600 });
    time = 1_000;
    expect(await counters.read('a')).toEqual({ count: 0, msLeft: 0 });
    expect(await counters.add('a', 1_000)).toEqual({ count: 1, msLeft: 1_000 });
  });

  it('keeps at most maxKept keys, dropping the one counted longest ago', async () => {
    const counters = memoryCounters({ maxKept: 2, now: () => 0 });
    await counters.add('old', 1_000);
    await counters.mark('marked', 1_000);
    await counters.add('old', 1_000);
    await counters.add('new', 1_000);
    expect((await counters.read('marked')).count).toBe(0);
    expect((await counters.read('old')).count).toBe(2);
  });
});

const hasRedis = await redisTestsRun('the Redis lapsing-counter tests');

describe.runIf(hasRedis)('lapsing counters in Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(() => redis.quit());
  const counters = lapsingCounters(redis);
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts, takes back, marks and clears as in memory', async () => {
    const name = key();
    expect((await counters.add(name, 60_000)).count).toBe(1);
    const second = await counters.add(name, 60_000);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeGreaterThan(59_000);
    await counters.takeBack(name);
    expect((await counters.read(name)).count).toBe(1);
    await counters.clear(name);
    expect(await counters.read(name)).toEqual({ count: 0, msLeft: 0 });
    await counters.mark(name, 60_000);
    expect((await counters.read(name)).count).toBe(1);
  });

  it('takes nothing back from a count that has lapsed, so none is left without an expiry', async () => {
    const name = key();
    await counters.add(name, 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await counters.takeBack(name);
    expect(await redis.exists(`plaza:count:${name}`)).toBe(0);
  });
});
