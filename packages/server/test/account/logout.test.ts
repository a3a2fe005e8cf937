import { accountEndpoints as account } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerUser } from '../support/accounts.js';
import { bodyOf, call, randomIp } from '../support/http.js';
import { logOut, refreshWith } from '../support/sessions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('POST /api/auth/logout/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refresh = (token: string) => refreshWith(server, token);

  it('ends the sign-in: a refresh token copied before no longer refreshes', async () => {
    const user = await registerUser(server);
    const copy = bodyOf(await refresh(user.refresh), 200).refresh;
    const answer = await logOut(server, copy);
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect((await refresh(copy)).status).toBe(401);
  });

  it('ends the sign-in from a spent token of it too (a refresh whose answer was lost)', async () => {
    const user = await registerUser(server);
    const next = bodyOf(await refresh(user.refresh), 200).refresh;
    bodyOf(await logOut(server, user.refresh), 204);
    expect((await refresh(next)).status).toBe(401);
    expect((await refresh(user.refresh)).status).toBe(401);
  });

  it('leaves the same user’s other sign-ins working', async () => {
    const user = await registerUser(server);
    const phone = await login(server, user.username, user.password);
    bodyOf(await logOut(server, user.refresh), 204);
    expect((await refresh(phone.refresh)).status).toBe(200);
  });

  it('ends every sign-in of the user with all, and no one else’s', async () => {
    const user = await registerUser(server);
    const phone = await login(server, user.username, user.password);
    const someoneElse = await registerUser(server);
    bodyOf(await logOut(server, user.refresh, true), 204);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(phone.refresh)).status).toBe(401);
    expect((await refresh(someoneElse.refresh)).status).toBe(200);
  });

  it('answers 204 again, for an unknown token too, and ends nothing more', async () => {
    const user = await registerUser(server);
    const phone = await login(server, user.username, user.password);
    bodyOf(await logOut(server, user.refresh), 204);
    bodyOf(await logOut(server, user.refresh), 204);
    // A token already signed out can't sign the others out.
    bodyOf(await logOut(server, user.refresh, true), 204);
    bodyOf(await logOut(server, 'x'.repeat(43)), 204);
    expect((await refresh(phone.refresh)).status).toBe(200);
  });

  it('needs no access token, and refuses a malformed body with 400', async () => {
    const user = await registerUser(server);
    const answer = await call(server, account.logout, { body: { all: 'yes' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      refresh: ['This field is required.'],
      all: ['Must be a valid boolean.'],
    });
    bodyOf(await logOut(server, user.refresh), 204);
  });

  it('takes at most 30 sign-outs per address in 5 minutes', async () => {
    const ip = randomIp();
    const signOut = () => call(server, account.logout, { body: { refresh: 'x'.repeat(43) }, ip });
    for (let index = 0; index < 30; index += 1) bodyOf(await signOut(), 204);
    const blocked = await signOut();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'throttled' });
  });
});
