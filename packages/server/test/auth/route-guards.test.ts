import { endpoint, type Auth } from '@plaza/api';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/auth/access-tokens.js';
import { callerOf, registerAuth } from '../../src/auth/authenticate.js';
import { deriveKeys, loadSecret } from '../../src/auth/keys.js';
import { users } from '../../src/db/schema/index.js';
import { registerErrorHandler } from '../../src/http/error-handler.js';
import { registerOperations } from '../../src/http/openapi.js';
import { operation } from '../../src/http/operation.js';
import { route } from '../../src/http/route.js';
import { documentedOperations, fetchDocument } from '../openapi/document.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * A route says who may call it once, in its endpoint's `auth`; registerAuth guards it by that
 * (auth/authenticate.ts), and registerOperations refuses a route whose document and guard differ.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A bare API with the server's database and keys, and `routes` registered on it. */
async function apiWith(routes: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const { db } = server.server.database;
  const keys = deriveKeys(await loadSecret(db, undefined));
  const api = Fastify();
  registerErrorHandler(api);
  registerAuth(api, db, createAccessTokens(keys.accessToken));
  registerOperations(api);
  routes(api);
  await api.ready();
  return api;
}

const doc = { summary: 'A thing', tag: 'Things', answers: { 200: null } };
const declared = (path: string, auth: Auth) => endpoint({ method: 'GET', path, ...doc, auth });

describe('a route that declares auth', () => {
  const seen: string[] = [];
  let api: FastifyInstance;
  beforeAll(async () => {
    api = await apiWith((app) => {
      const own = async (request: { auth: unknown }) => {
        seen.push(request.auth ? 'user' : 'visitor');
      };
      route(app, declared('/mine/', 'user'), async (_input, _request, reply) => reply.send(), {
        before: own,
      });
      // The answer is documented as empty: the caller travels in a header.
      route(app, declared('/open/', 'optional'), async (_input, request, reply) => {
        const caller = await callerOf(server.server.database.db, request);
        return reply.header('x-caller', caller?.user.username ?? 'visitor').send();
      });
      // An answer the same for everyone: the caller is never read.
      route(app, declared('/same/', 'optional'), async (_input, _request, reply) => reply.send());
    });
  });
  afterAll(() => api.close());

  const inject = (method: 'GET' | 'HEAD', url: string, token?: string) =>
    api.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('is guarded before its own hooks run, and so is its HEAD', async () => {
    seen.length = 0;
    expect((await inject('GET', '/mine/')).statusCode).toBe(401);
    expect((await inject('HEAD', '/mine/')).statusCode).toBe(401);
    expect((await inject('GET', '/mine/', 'not.a.token')).json()).toMatchObject({
      code: 'token_not_valid',
    });
    expect(seen).toEqual([]);
    const { access } = await registerUser(server);
    expect((await inject('GET', '/mine/', access)).statusCode).toBe(200);
    expect((await inject('HEAD', '/mine/', access)).statusCode).toBe(200);
    expect(seen).toEqual(['user', 'user']);
  });

  it("lets a visitor through when it is 'optional', but not a bad token", async () => {
    expect((await inject('GET', '/open/')).headers['x-caller']).toBe('visitor');
    expect((await inject('GET', '/open/', 'not.a.token')).statusCode).toBe(401);
    const { access, username } = await registerUser(server);
    expect((await inject('GET', '/open/', access)).headers['x-caller']).toBe(username);
  });

  it("reads an 'optional' caller from the database only when the route asks", async () => {
    const { access, username } = await registerUser(server);
    await server.server.database.db.delete(users).where(eq(users.username, username));
    // The token is still good for its five minutes; the account behind it is gone.
    expect((await inject('GET', '/same/', access)).statusCode).toBe(200);
    expect((await inject('GET', '/same/', 'not.a.token')).statusCode).toBe(401);
    expect((await inject('GET', '/open/', access)).json()).toMatchObject({
      code: 'token_not_valid',
    });
  });
});

describe('a server refuses to start', () => {
  it('when a route documents auth that its config no longer carries', async () => {
    await expect(
      apiWith((app) => {
        app.get('/lost', { ...operation({ ...doc, auth: 'admin' }), config: {} }, async () => ({}));
      }),
    ).rejects.toThrow(/GET \/lost documents security .* declare auth once, in its endpoint/);
  });

  it('when a route asks for a guard there is not', async () => {
    await expect(
      apiWith((app) => {
        const config = { auth: 'toString' } as unknown as { auth: 'user' };
        app.get('/odd', { config }, async () => ({}));
      }),
    ).rejects.toThrow("GET /odd: unknown auth 'toString'");
  });
});

describe('every documented call', () => {
  it('refuses whom its document says it refuses', { timeout: 120_000 }, async () => {
    const { access } = await registerUser(server);
    for (const { method, path, operation: documented } of documentedOperations(
      await fetchDocument(server),
    )) {
      const url = path.replace(/^\/api\//, '').replace(/\{\w+\}/g, '999999');
      const as = async (token?: string) => {
        const answer = await call(server, method, url, { token });
        return `${method} ${path} ${answer.status} ${(answer.body as { code?: string })?.code}`;
      };
      const security = JSON.stringify(documented.security ?? []);
      const visitor = await as();
      const forged = await as('not.a.token');
      if (security === '[{"bearer":[]}]') {
        expect(visitor).toBe(`${method} ${path} 401 not_authenticated`);
        expect(forged).toBe(`${method} ${path} 401 token_not_valid`);
      } else if (security === '[{},{"bearer":[]}]') {
        expect(visitor).not.toMatch(/ 401 /);
        expect(forged).toBe(`${method} ${path} 401 token_not_valid`);
      } else {
        expect(security).toBe('[]');
        expect(forged).not.toMatch(/ 401 /);
      }
      // The administrators' calls are the ones under `/admin/`.
      if (path.includes('/admin/')) {
        expect(await as(access)).toBe(`${method} ${path} 403 permission_denied`);
      }
    }
  });
});
