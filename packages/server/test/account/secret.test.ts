import { accountEndpoints as account } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('the signing secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is made once and kept, so sessions survive a restart; JWT_SECRET replaces it', async () => {
    const user = await registerUser(server);
    server = await server.restart();
    expect((await call(server, account.user, { token: user.access })).status).toBe(200);

    server = await server.restart({ JWT_SECRET: 'a-configured-secret-of-40-characters!!!!' });
    const answer = await call(server, account.user, { token: user.access });
    expect(answer.body).toMatchObject({ code: 'token_not_valid' });
    // Refresh tokens are not signed: they are looked up, and still work.
    const refreshed = await call(server, account.refresh, {
      body: { refresh: user.refresh },
    });
    expect(refreshed.status).toBe(200);
    const me = await call(server, account.user, { token: String(refreshed.body.access) });
    expect(me.status).toBe(200);
  });
});
