import { accountFormEndpoints as accountForms } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, registration } from '../support/accounts.js';
import { call, randomIp, uniqueName, type Answer } from '../support/http.js';
import { redisTestsRun, TEST_REDIS_URL } from '../support/redis.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Makes `count` calls in turn and answers the statuses. */
async function statuses(count: number, make: (index: number) => Promise<Answer>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await make(index)).status);
  return seen;
}

function expectThrottled(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    detail: expect.stringMatching(/^Request was throttled/),
    code: 'throttled',
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const loginAs = (server: TestServer, username: string, ip = randomIp()) =>
  call(server, accountForms.login, { body: { username, password: 'Wrong-pass-1' }, ip });

describe('rate limits, in memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows 10 wrong passwords per account in 15 minutes from addresses new to it', async () => {
    const user = await registerUser(server);
    const seen = await statuses(10, () => loginAs(server, user.username));
    expect(seen).toEqual(Array(10).fill(401));
    const blocked = await call(server, accountForms.login, {
      body: { username: user.username.toUpperCase(), password: user.password },
    });
    expectThrottled(blocked, 15 * 60);
    // Another account is not affected.
    expect((await loginAs(server, uniqueName())).status).toBe(401);
    // A name that is no one's locks the same way, so a lock tells no account apart.
    const nobody = uniqueName();
    expect(await statuses(10, () => loginAs(server, nobody))).toEqual(Array(10).fill(401));
    expectThrottled(await loginAs(server, nobody.toUpperCase()), 15 * 60);
  });

  it('allows 30 sign-in tries per address in 5 minutes, whatever the accounts', async () => {
    const ip = randomIp();
    const seen = await statuses(30, () => loginAs(server, uniqueName(), ip));
    expect(seen).toEqual(Array(30).fill(401));
    expectThrottled(await loginAs(server, uniqueName(), ip), 5 * 60);
    expect((await loginAs(server, uniqueName())).status).toBe(401);
  });

  it('counts registrations per address, even malformed ones', async () => {
    const ip = randomIp();
    const seen = await statuses(10, () =>
      call(server, accountForms.register, { body: { username: 'x' }, ip }),
    );
    expect(seen).toEqual(Array(10).fill(400));
    const blocked = await call(server, accountForms.register, { body: registration(), ip });
    expectThrottled(blocked, 60 * 60);
  });

  it('sends at most 3 reset codes per address in 15 minutes', async () => {
    const user = await registerUser(server);
    const send = () => call(server, accountForms.sendResetCode, { body: { email: user.email } });
    expect(await statuses(3, send)).toEqual([200, 200, 200]);
    expectThrottled(await send(), 15 * 60);
    expect(await server.api.devMail(user.email)).toHaveLength(3);
  });

  it('takes at most 10 reset attempts per address in 15 minutes', async () => {
    const user = await registerUser(server);
    const attempt = () =>
      call(server, accountForms.resetPassword, {
        body: {
          email: user.email,
          otp: '000000',
          password: 'Vx-9kq!Lm2#p',
          password_confirmation: 'Vx-9kq!Lm2#p',
        },
      });
    expect(await statuses(10, attempt)).toEqual(Array(10).fill(400));
    expectThrottled(await attempt(), 15 * 60);
  });

  it('sends at most 5 change codes per user in 15 minutes', async () => {
    const user = await registerUser(server);
    const send = () => call(server, accountForms.sendCode, { token: user.access, body: {} });
    expect(await statuses(5, send)).toEqual(Array(5).fill(200));
    expectThrottled(await send(), 15 * 60);
  });
});

const redisUrl = TEST_REDIS_URL;

const hasRedis = await redisTestsRun('the shared rate-limit tests');

describe.runIf(hasRedis)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl });
    second = await startTestServer({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts sign-in tries on every instance together', async () => {
    const username = uniqueName();
    const seen = await statuses(10, (index) => loginAs(index % 2 ? first : second, username));
    expect(seen).toEqual(Array(10).fill(401));
    expectThrottled(await loginAs(first, username), 15 * 60);
    expectThrottled(await loginAs(second, username), 15 * 60);
  });

  it('refuses to start when Redis does not answer', async () => {
    await expect(startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow();
  });
});
