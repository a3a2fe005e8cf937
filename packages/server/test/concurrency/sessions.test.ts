import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { bodyOf } from '../support/http.js';
import { hashOf, liveTokensOf, logOut, refreshWith } from '../support/sessions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * A sign-in's refresh tokens raced on PostgreSQL (vitest.config.ts runs this folder only there),
 * where each request has its own connection: the reuse window (docs/api.md) may answer a reload, but
 * never leaves a sign-in with two live tokens, and a sign-out never misses one.
 */

describe('refresh tokens at the same time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refresh = (token: string) => refreshWith(server, token);

  it('leaves one live token when a spent token comes back many times at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await registerUser(server);
      bodyOf(await refresh(user.refresh), 200);
      const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(user.refresh)));
      const issued = answers.map((answer) => hashOf(bodyOf(answer, 200).refresh));
      const live = await liveTokensOf(server, user.refresh);
      expect(live).toHaveLength(1);
      expect(issued).toContain(live[0]);
    }
  });

  it('ends the sign-in when a spent token and its successor come back at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await registerUser(server);
      const next = bodyOf(await refresh(user.refresh), 200).refresh;
      // Two holders: whichever is first, the other one's presentation revokes the family.
      await Promise.all([refresh(user.refresh), refresh(next)]);
      expect(await liveTokensOf(server, user.refresh)).toEqual([]);
    }
  });

  it('leaves no live token when a sign-out meets refreshes of the same sign-in', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await registerUser(server);
      const answers = await Promise.all([
        logOut(server, user.refresh),
        refresh(user.refresh),
        refresh(user.refresh),
      ]);
      expect(answers[0]?.status).toBe(204);
      expect(await liveTokensOf(server, user.refresh)).toEqual([]);
    }
  });
});
