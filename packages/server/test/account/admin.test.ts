import { accountEndpoints as account } from '@plaza/api';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/auth/access-tokens.js';
import { registerAuth, sessionOf } from '../../src/auth/authenticate.js';
import { deriveKeys, loadSecret } from '../../src/auth/keys.js';
import { users } from '../../src/db/schema/index.js';
import { registerErrorHandler } from '../../src/http/error-handler.js';
import { login, registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { runEntry } from '../support/run-entry.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const cli = fileURLToPath(new URL('../../src/cli/create-admin.ts', import.meta.url));

/** Runs `npm run create-admin` as the root script does, against the test server's database. */
async function createAdmin(args: string[], server: TestServer) {
  const { databaseUrl } = server;
  const { exited, output } = runEntry(cli, args, {
    SCRYPT_COST: '12',
    DATA_DIR: server.dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  return { code: await exited, output: output() };
}

describe('administrators', () => {
  const admin = { email: 'boss@example.com', password: 'Tq7-admin-Plaza' };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => server.close());

  it('are created at start from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const pair = await login(server, admin.email, admin.password);
    const me = await call(server, account.user, { token: pair.access });
    expect(me.body).toMatchObject({ email: admin.email, username: 'boss', is_admin: true });
  });

  it('are promoted at start when the account exists, keeping its password', async () => {
    const user = await registerUser(server);
    server = await server.restart({ ADMIN_EMAIL: user.email, ADMIN_PASSWORD: 'Other-pass-42' });
    const pair = await login(server, user.username, user.password);
    expect((await call(server, account.user, { token: pair.access })).body).toMatchObject({
      is_admin: true,
    });
  });

  it('are created or promoted by npm run create-admin, run while the server is stopped', async () => {
    const user = await registerUser(server);
    const outputs: string[] = [];
    // The embedded PGlite belongs to one process at a time: the command runs between two starts.
    server = await server.restart(undefined, async () => {
      for (const email of ['ops@example.com', user.email]) {
        const { code, output } = await createAdmin(
          ['--email', email, '--password', 'Zx8-ops-Plaza'],
          server,
        );
        expect(code, output).toBe(0);
        outputs.push(output);
      }
    });
    expect(outputs[0]).toContain('Created the administrator ops@example.com.');
    expect(outputs[1]).toContain('it is now an administrator, with its own password');
    await login(server, 'ops@example.com', 'Zx8-ops-Plaza');
    const [row] = await server.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, user.email));
    expect(row?.isAdmin).toBe(true);
    await login(server, user.username, user.password);
  });

  it('create-admin refuses bad arguments and a guessable password', async () => {
    const missing = await createAdmin(['--email', 'x@example.com'], server);
    expect(missing).toMatchObject({ code: 2, output: expect.stringContaining('usage:') });
    const weak = await createAdmin(['--email', 'y@example.com', '--password', 'password1'], server);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('too common');
  });

  describe("a route of auth 'admin'", () => {
    const app = Fastify();
    beforeAll(async () => {
      const keys = deriveKeys(await loadSecret(server.server.database.db, undefined));
      registerErrorHandler(app);
      registerAuth(app, server.server.database.db, createAccessTokens(keys.accessToken));
      app.get('/admin-only', { config: { auth: 'admin' } }, async (request) => ({
        id: sessionOf(request).user.id,
      }));
      await app.ready();
    });
    afterAll(() => app.close());

    const get = (token?: string) =>
      app.inject({
        url: '/admin-only',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('lets administrators through and answers 403 permission_denied to others', async () => {
      const boss = await login(server, admin.email, admin.password);
      expect((await get(boss.access)).statusCode).toBe(200);
      const user = await registerUser(server);
      const refused = await get(user.access);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
      expect((await get()).statusCode).toBe(401);
    });

    it('reads the right from the database: a demoted admin is refused at once', async () => {
      const user = await registerUser(server);
      const { db } = server.server.database;
      await db.update(users).set({ isAdmin: true }).where(eq(users.email, user.email));
      expect((await get(user.access)).statusCode).toBe(200);
      await db.update(users).set({ isAdmin: false }).where(eq(users.email, user.email));
      expect((await get(user.access)).statusCode).toBe(403);
    });
  });
});
