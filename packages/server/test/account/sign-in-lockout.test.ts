import { accountFormEndpoints as accountForms } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call, randomIp } from '../support/http.js';
import { redisTestsRun, TEST_REDIS_URL } from '../support/redis.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * Issue 34: ten wrong passwords for a public username used to answer its owner's right one with
 * 429. Failures now count per account, and only a guesser's own address, or one new to the
 * account, is locked.
 */

const WRONG = 'Wrong-pass-1';

function lockoutTests(env: () => Record<string, string>) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(env());
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string, ip = randomIp()) =>
    call(server, accountForms.login, { body: { username, password }, ip });
  /** `count` wrong passwords for `username`, each from `ip` or a new address; their statuses. */
  const guesses = async (count: number, username: string, ip?: string) => {
    const seen: number[] = [];
    for (let index = 0; index < count; index += 1)
      seen.push((await signIn(username, WRONG, ip)).status);
    return seen;
  };

  it('lets the owner sign in from their own address past ten wrong guesses from another', async () => {
    const owner = await registerUser(server);
    const home = randomIp();
    const guesser = randomIp();
    expect((await signIn(owner.username, owner.password, home)).status).toBe(200);
    expect(await guesses(10, owner.username, guesser)).toEqual(Array(10).fill(401));
    const locked = await signIn(owner.username, owner.password, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'throttled' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await signIn(owner.username, owner.password, home)).status).toBe(200);
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
  });

  it('locks the owner’s own address too once it has guessed ten times', async () => {
    const owner = await registerUser(server);
    const home = randomIp();
    expect((await signIn(owner.username, owner.password, home)).status).toBe(200);
    expect(await guesses(10, owner.username, home)).toEqual(Array(10).fill(401));
    expect((await signIn(owner.username, owner.password, home)).status).toBe(429);
  });

  it('counts the username and its e-mail address as one account', async () => {
    const owner = await registerUser(server);
    expect(await guesses(5, owner.username)).toEqual(Array(5).fill(401));
    expect(await guesses(5, owner.email.toUpperCase())).toEqual(Array(5).fill(401));
    expect((await signIn(owner.email, WRONG)).status).toBe(429);
    expect((await signIn(owner.username, WRONG)).status).toBe(429);
  });

  it('does not count a right password', async () => {
    const owner = await registerUser(server);
    expect(await guesses(9, owner.username)).toEqual(Array(9).fill(401));
    expect((await signIn(owner.username, owner.password)).status).toBe(200);
    expect(await guesses(1, owner.username)).toEqual([401]);
    expect((await signIn(owner.username, owner.password)).status).toBe(429);
  });
}

describe('sign-in failures, counted in memory', () => {
  lockoutTests(() => ({}));
});

const hasRedis = await redisTestsRun('the sign-in failure tests on Redis');

describe.runIf(hasRedis)('sign-in failures, counted in Redis (REDIS_URL)', () => {
  lockoutTests(() => ({ REDIS_URL: TEST_REDIS_URL }));
});
