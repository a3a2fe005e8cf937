import { Redis } from 'ioredis';

/** The Redis the tests that need one use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url`. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  // The failed connect() below says all there is to say.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether the tests of `what` run against Redis. Always when `TEST_REDIS_URL` is set: CI sets it
 * (.ci/run starts a Redis when none answers), so a Redis that does not answer there fails them
 * rather than skipping them. Without it, they run when a Redis answers at the usual address, and
 * say they don't when none does.
 */
export async function redisTestsRun(what: string): Promise<boolean> {
  if (process.env.TEST_REDIS_URL || (await redisAnswers(TEST_REDIS_URL))) return true;
  console.warn(`No Redis at ${TEST_REDIS_URL} and TEST_REDIS_URL unset: ${what} do not run.`);
  return false;
}
