import { earningsEndpoints as earnings, type NetworkTree } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { referralChain, referredBy } from '../support/network.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('the referral network', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Three levels deep, so the bound shows without registering ten people.
    server = await startTestServer({ NETWORK_MAX_LEVELS: '3' });
  });
  afterAll(() => server.close());

  const tree = (user: TestUser, query: Record<string, string | number> = {}) =>
    call<NetworkTree>(server, earnings.network, { token: user.access, query });

  it('counts each level and lists the members by level, no deeper than NETWORK_MAX_LEVELS', async () => {
    const [top, first, second, third] = await referralChain(server, 5);
    const sibling = await referredBy(server, top!);
    const answer = await tree(top!);
    expect(answer.status).toBe(200);
    expect(answer.body.levels).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 1 },
      { level: 3, count: 1 },
    ]);
    expect(answer.body.members.count).toBe(4);
    expect(answer.body.members.results.map(({ username, level }) => [username, level])).toEqual([
      [first!.username, 1],
      [sibling.username, 1],
      [second!.username, 2],
      [third!.username, 3],
    ]);
    expect(answer.body.members.results[0]?.date_joined).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters members by level and pages them', async () => {
    const top = await registerUser(server);
    for (let i = 0; i < 3; i += 1) await referredBy(server, top);
    const page = await tree(top, { level: 1, page_size: 2, page: 2 });
    expect(page.body.members).toMatchObject({ count: 3, next: null });
    expect(page.body.members.previous).toContain('page=1');
    expect(page.body.members.results).toHaveLength(1);
    const none = await tree(top, { level: 2 });
    expect(none.body.members).toMatchObject({ count: 0, results: [] });
  });

  it('answers an empty network for someone who referred nobody', async () => {
    const loner = await registerUser(server);
    expect((await tree(loner)).body).toEqual({
      levels: [],
      members: { count: 0, next: null, previous: null, results: [] },
    });
  });

  it('shows nobody above the caller, and refuses bad filters or no sign-in', async () => {
    const [top, middle] = await referralChain(server, 3);
    const fromMiddle = await tree(middle!);
    expect(fromMiddle.body.levels).toEqual([{ level: 1, count: 1 }]);
    expect(fromMiddle.body.members.results.map((m) => m.username)).not.toContain(top!.username);
    expect((await tree(middle!, { level: 0 })).status).toBe(400);
    expect((await tree(middle!, { level: 'abc' })).status).toBe(400);
    expect((await tree(middle!, { page: 9 })).status).toBe(404);
    expect((await call(server, earnings.network)).status).toBe(401);
  });
});
