import { accountEndpoints as account, accountFormEndpoints as accountForms } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys, loadSecret } from '../../src/auth/keys.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { refreshTokens, users } from '../../src/db/schema/index.js';
import { login, registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { hashOf, liveTokensOf, refreshWith, spentSecondsAgo } from '../support/sessions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('sign-in and sessions', () => {
  let server: TestServer;
  let accessKey: Uint8Array;
  beforeAll(async () => {
    server = await startTestServer();
    accessKey = deriveKeys(await loadSecret(server.server.database.db, undefined)).accessToken;
  });
  afterAll(() => server.close());

  const me = (token: string) => call(server, account.user, { token });
  const refresh = (token: string) => refreshWith(server, token);

  describe('POST /api/auth/token/', () => {
    it('signs in with the username, in any case, or the e-mail address', async () => {
      const user = await registerUser(server);
      for (const name of [user.username, user.username.toUpperCase(), user.email]) {
        const pair = await login(server, name, user.password);
        expect((await me(pair.access)).body).toMatchObject({ username: user.username });
      }
    });

    it('answers 401 invalid_credentials for a wrong password or an unknown user alike', async () => {
      const user = await registerUser(server);
      const wrong = await call(server, accountForms.login, {
        body: { username: user.username, password: 'Not-the-one-42' },
      });
      const unknown = await call(server, accountForms.login, {
        body: { username: 'nobody_at_all', password: user.password },
      });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          detail: 'No active account found with the given credentials',
          code: 'invalid_credentials',
        });
      }
    });

    it('answers missing or mistyped fields with 400', async () => {
      const answer = await call(server, accountForms.login, { body: { username: 5 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        username: ['Not a valid string.'],
        password: ['This field is required.'],
      });
    });

    it('replaces a hash made with weaker parameters at the next sign-in', async () => {
      const user = await registerUser(server);
      const { db } = server.server.database;
      const weak = await hashPassword(user.password, 10);
      await db.update(users).set({ passwordHash: weak }).where(eq(users.username, user.username));
      await login(server, user.username, user.password);
      const [row] = await db.select().from(users).where(eq(users.username, user.username));
      expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=12,/);
      await login(server, user.username, user.password);
    });
  });

  describe('access tokens', () => {
    const forge = async (claims: { sub: string; sid?: string }, key: Uint8Array, exp = '5m') =>
      new SignJWT({ sid: claims.sid ?? crypto.randomUUID() })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.sub)
        .setIssuer('plaza')
        .setAudience('plaza')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const idOf = async (token: string) => Number((await me(token)).body.id);

    it('asks for credentials with 401 not_authenticated when there is no token', async () => {
      const cases: Record<string, string>[] = [{}, { Authorization: 'Basic dXNlcjpwYXNz' }];
      for (const headers of cases) {
        const answer = await call(server, account.user, { headers });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 'not_authenticated' });
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    });

    it('accepts a token signed with the server key (the forgery helper is sound)', async () => {
      const user = await registerUser(server);
      const id = await idOf(user.access);
      expect((await me(await forge({ sub: String(id) }, accessKey))).status).toBe(200);
    });

    it.each([
      [
        'signed with another key',
        async (sub: string) => forge({ sub }, new Uint8Array(32).fill(7)),
      ],
      ['expired', async (sub: string, key: Uint8Array) => forge({ sub }, key, '-10s')],
      [
        'unsigned (alg: none)',
        async (sub: string) =>
          new UnsecuredJWT({ sid: 'x' })
            .setSubject(sub)
            .setIssuer('plaza')
            .setAudience('plaza')
            .setIssuedAt()
            .setExpirationTime('5m')
            .encode(),
      ],
      ['garbage', async () => 'not.a.token'],
    ])('refuses a token %s with 401 token_not_valid', async (_case, make) => {
      const user = await registerUser(server);
      const token = await make(String(await idOf(user.access)), accessKey);
      const answer = await me(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
      });
    });

    it('refuses a token whose algorithm was switched, or with a tampered payload', async () => {
      const user = await registerUser(server);
      const [header, payload, signature] = user.access.split('.');
      const swapped = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'at+jwt' })).toString(
        'base64url',
      );
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const raised = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      for (const token of [
        `${swapped}.${payload}.${signature}`,
        `${header}.${raised}.${signature}`,
      ]) {
        expect((await me(token)).status).toBe(401);
      }
    });

    it('refuses the token of a user that was deleted', async () => {
      const user = await registerUser(server);
      await server.server.database.db.delete(users).where(eq(users.username, user.username));
      expect((await me(user.access)).body).toMatchObject({ code: 'token_not_valid' });
    });

    it('lasts five minutes', async () => {
      const user = await registerUser(server);
      const claims = JSON.parse(
        Buffer.from(user.access.split('.')[1] ?? '', 'base64url').toString(),
      );
      expect(claims.exp - claims.iat).toBe(300);
    });
  });

  describe('POST /api/auth/token/refresh/', () => {
    it('rotates: answers a new pair, and the new refresh token works in turn', async () => {
      const user = await registerUser(server);
      const first = await refresh(user.refresh);
      expect(first.status).toBe(200);
      expect(first.body.refresh).not.toBe(user.refresh);
      expect((await me(String(first.body.access))).status).toBe(200);
      const second = await refresh(String(first.body.refresh));
      expect(second.status).toBe(200);
    });

    it('keeps only hashes of refresh tokens, valid for 30 days', async () => {
      const user = await registerUser(server);
      const tokenHash = hashOf(user.refresh);
      const rows = await server.server.database.db.select().from(refreshTokens);
      expect(rows.some((row) => row.tokenHash.includes(user.refresh))).toBe(false);
      const row = rows.find((candidate) => candidate.tokenHash === tokenHash);
      const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
      expect(days).toBeCloseTo(30, 3);
    });

    it('answers a spent token again within 10 s while its successor is unused (a reload mid-refresh)', async () => {
      const user = await registerUser(server);
      const lost = bodyOf(await refresh(user.refresh), 200);
      const again = bodyOf(await refresh(user.refresh), 200);
      expect(again.refresh).not.toBe(lost.refresh);
      expect((await me(again.access)).status).toBe(200);
      // The page goes on with the new pair; the answer it never read is revoked.
      expect((await refresh(again.refresh)).status).toBe(200);
    });

    it('answers a second reload within the window too, and keeps one live token', async () => {
      const user = await registerUser(server);
      await refresh(user.refresh);
      await refresh(user.refresh);
      const third = bodyOf(await refresh(user.refresh), 200);
      expect(await liveTokensOf(server, user.refresh)).toEqual([hashOf(third.refresh)]);
    });

    it('revokes the whole family when a spent token comes back after its successor was used', async () => {
      const user = await registerUser(server);
      const rotated = bodyOf(await refresh(user.refresh), 200);
      const next = bodyOf(await refresh(rotated.refresh), 200);
      const replay = await refresh(user.refresh);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({
        detail: 'Token is invalid or expired',
        code: 'token_not_valid',
      });
      // The token the last rotation handed out dies with its family.
      expect((await refresh(next.refresh)).status).toBe(401);
    });

    it('keeps the window 10 s from the rotation: 9 s answers, 11 s revokes the family', async () => {
      const user = await registerUser(server);
      await refresh(user.refresh);
      await spentSecondsAgo(server, user.refresh, 9);
      const reloaded = bodyOf(await refresh(user.refresh), 200);
      await spentSecondsAgo(server, user.refresh, 11);
      expect((await refresh(user.refresh)).status).toBe(401);
      expect((await refresh(reloaded.refresh)).status).toBe(401);
    });

    it('revokes the family when the successor the window replaced comes back', async () => {
      const user = await registerUser(server);
      const first = bodyOf(await refresh(user.refresh), 200);
      const second = bodyOf(await refresh(user.refresh), 200);
      // Two holders of one sign-in: neither keeps it.
      expect((await refresh(first.refresh)).status).toBe(401);
      expect((await refresh(second.refresh)).status).toBe(401);
    });

    it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
      const user = await registerUser(server);
      const other = await login(server, user.username, user.password);
      await refresh(user.refresh);
      await spentSecondsAgo(server, user.refresh, 11);
      expect((await refresh(user.refresh)).status).toBe(401);
      expect((await refresh(other.refresh)).status).toBe(200);
    });

    it('refuses an expired refresh token', async () => {
      const user = await registerUser(server);
      const tokenHash = hashOf(user.refresh);
      await server.server.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, tokenHash));
      expect((await refresh(user.refresh)).status).toBe(401);
    });

    it('refuses an unknown token and a malformed body', async () => {
      expect((await refresh('x'.repeat(43))).status).toBe(401);
      const answer = await call(server, account.refresh, { body: { refresh: 1 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ refresh: ['Not a valid string.'] });
    });

    it('leaves one live token when many refreshes with one token come at once', async () => {
      const user = await registerUser(server);
      const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(user.refresh)));
      // One spends it; the others are replays within the window, each replacing the one before.
      const issued = answers.map((answer) => hashOf(bodyOf(answer, 200).refresh));
      const live = await liveTokensOf(server, user.refresh);
      expect(live).toHaveLength(1);
      expect(issued).toContain(live[0]);
    });
  });
});
