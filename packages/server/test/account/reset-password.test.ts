import { accountEndpoints as account, accountFormEndpoints as accountForms } from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../src/db/schema/index.js';
import { latestCode, login, registerUser, strongPassword } from '../support/accounts.js';
import { call, randomIp } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('password reset by e-mailed code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const sendCode = (email: string, headers: Record<string, string> = {}) =>
    call(server, accountForms.sendResetCode, { body: { email }, headers });
  const reset = (email: string, otp: string, password = strongPassword()) =>
    call(server, accountForms.resetPassword, {
      body: { email, otp, password, password_confirmation: password },
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const INVALID_CODE = { detail: 'The code is not valid or has expired.', code: 'invalid_code' };

  it('answers the same whether or not the address has an account', async () => {
    const user = await registerUser(server);
    const known = await sendCode(user.email);
    const unknown = await sendCode(`nobody_${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await server.api.devMail(`nobody_${Date.now()}@example.com`)).toEqual([]);
  });

  it("mails a 6-digit code in the user's language, as text and HTML", async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const [mail] = await server.api.devMail(user.email);
    expect(mail?.subject).toBe('Tu código para restablecer la contraseña');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);
    expect(mail?.html).toMatch(/^<!doctype html>/);

    const english = await registerUser(server);
    await call(server, accountForms.login, {
      body: { username: english.username, password: english.password },
      headers: { 'Accept-Language': 'en' },
    });
    await sendCode(english.email, { 'Accept-Language': 'es' });
    const [englishMail] = await server.api.devMail(english.email);
    expect(englishMail?.subject).toBe('Your code to reset your password');
  });

  it('stores the code keyed, never as sent', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const code = await latestCode(server, user.email);
    const rows = await server.server.database.db.select().from(oneTimeCodes);
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
  });

  it('sets the new password, and revokes every refresh token of the user', async () => {
    const user = await registerUser(server);
    const otherDevice = await login(server, user.username, user.password);
    await sendCode(user.email);
    const password = strongPassword();
    const answer = await reset(user.email, await latestCode(server, user.email), password);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'Your password has been reset.' });

    for (const refresh of [user.refresh, otherDevice.refresh]) {
      const refreshed = await call(server, account.refresh, { body: { refresh } });
      expect(refreshed.status).toBe(401);
    }
    const old = await call(server, accountForms.login, {
      body: { username: user.username, password: user.password },
    });
    expect(old.status).toBe(401);
    await login(server, user.username, password);
    const [notice] = await server.api.devMail(user.email);
    expect(notice?.subject).toBe('Tu contraseña cambió');
  });

  it('takes a code once', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const code = await latestCode(server, user.email);
    expect((await reset(user.email, code)).status).toBe(200);
    const again = await reset(user.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_CODE);
  });

  it('burns the code after 5 wrong tries: even the right one fails then', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const code = await latestCode(server, user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await reset(user.email, wrongCode(code))).body).toEqual(INVALID_CODE);
    }
    expect((await reset(user.email, code)).body).toEqual(INVALID_CODE);
  });

  it('takes the right code on the 5th try', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const code = await latestCode(server, user.email);
    for (let attempt = 0; attempt < 4; attempt += 1) await reset(user.email, wrongCode(code));
    expect((await reset(user.email, code)).status).toBe(200);
  });

  it('refuses a code past its 10 minutes', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const code = await latestCode(server, user.email);
    const { db } = server.server.database;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const [stored] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.userId, row?.id ?? 0), eq(oneTimeCodes.purpose, 'reset_password')),
      );
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, row?.id ?? 0));
    expect((await reset(user.email, code)).body).toEqual(INVALID_CODE);
  });

  it('replaces an earlier code with a new one', async () => {
    const user = await registerUser(server);
    await sendCode(user.email);
    const first = await latestCode(server, user.email);
    let second = first;
    // Two six-digit codes match once in a million: within the limit of three sends an address
    // has, send again until they differ, so the earlier code's refusal is always checked.
    for (let sends = 0; second === first && sends < 2; sends += 1) {
      await sendCode(user.email);
      second = await latestCode(server, user.email);
    }
    expect(second).not.toBe(first);
    expect((await reset(user.email, first)).body).toEqual(INVALID_CODE);
    expect((await reset(user.email, second)).status).toBe(200);
  });

  it('answers an unknown address like a wrong code', async () => {
    const answer = await reset('nobody_here@example.com', '123456');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID_CODE);
  });

  it('refuses mismatched passwords, a short code and a common password with field errors', async () => {
    const user = await registerUser(server);
    const mismatch = await call(server, accountForms.resetPassword, {
      body: {
        email: user.email,
        otp: '123456',
        password: strongPassword(),
        password_confirmation: strongPassword(),
      },
    });
    expect(mismatch.body).toEqual({ password_confirmation: ['The two passwords do not match.'] });
    const short = await call(server, accountForms.resetPassword, {
      body: { email: user.email, otp: '12345', password: 'x', password_confirmation: 'x' },
    });
    expect(short.body).toEqual({
      otp: ['Enter the 6-digit code.'],
      password: ['Use 8 to 20 characters.'],
    });
    const common = await reset(user.email, '123456', 'password123');
    expect(common.status).toBe(400);
    expect(common.body).toEqual({
      password: ['This password is too common or too easy to guess.'],
    });
  });

  it('refuses a malformed address with 400', async () => {
    const answer = await call(server, accountForms.sendResetCode, {
      body: { email: 'not-an-address' },
      ip: randomIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ email: ['Enter a valid e-mail address.'] });
  });
});
