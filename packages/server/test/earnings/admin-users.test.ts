import {
  accountEndpoints as account,
  earningsEndpoints as earnings,
  type AdminUser,
  type AdminUserPage,
  type User,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { me } from '../support/network.js';
import { useAdminServer } from '../support/shop.js';

describe('administering users', () => {
  const shop = useAdminServer();

  const list = (query: Record<string, string | number> = {}, token = shop.admin) =>
    call<AdminUserPage>(shop.server, earnings.adminUsers, { query, token });
  const membership = (id: number | string, body: unknown, token = shop.admin) =>
    call<AdminUser>(shop.server, earnings.setMembership, { params: { id }, token, body });

  it('lists every user, newest first, searched by username or e-mail', async () => {
    const older = await registerUser(shop.server);
    const newer = await registerUser(shop.server);
    const all = await list({ page_size: 100 });
    expect(all.status).toBe(200);
    const usernames = all.body.results.map((user) => user.username);
    expect(usernames.indexOf(newer.username)).toBeLessThan(usernames.indexOf(older.username));
    expect(all.body.results.find((user) => user.username === older.username)).toEqual({
      id: expect.any(Number),
      username: older.username,
      email: older.email,
      is_admin: false,
      has_membership: false,
      date_joined: expect.stringMatching(/^\d{4}-/),
    });

    const byName = await list({ search: older.username.toUpperCase() });
    expect(byName.body.results.map((user) => user.username)).toEqual([older.username]);
    const byEmail = await list({ search: newer.email });
    expect(byEmail.body.results.map((user) => user.username)).toEqual([newer.username]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list({ search: '%' })).body.count).toBe(0);
  });

  it('gives and takes a membership, which the user then sees', async () => {
    const user = await registerUser(shop.server);
    const { id } = await me(shop.server, user);
    const given = await membership(id, { has_membership: true });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ id, has_membership: true });
    expect((await me(shop.server, user)).has_membership).toBe(true);
    expect((await membership(id, { has_membership: false })).body.has_membership).toBe(false);
    const seen = await call<User>(shop.server, account.user, { token: user.access });
    expect(seen.body.has_membership).toBe(false);
  });

  it('refuses a wrong body, and answers 404 for a user that does not exist', async () => {
    const user = await registerUser(shop.server);
    const { id } = await me(shop.server, user);
    const wrong = await membership(id, { has_membership: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ has_membership: ['Must be a valid boolean.'] });
    expect((await membership(id, {})).status).toBe(400);
    expect((await membership(999999, { has_membership: true })).status).toBe(404);
    expect((await membership('abc', { has_membership: true })).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const user = await registerUser(shop.server);
    const { id } = await me(shop.server, user);
    expect((await list({}, user.access)).status).toBe(403);
    expect((await membership(id, { has_membership: true }, user.access)).status).toBe(403);
    expect((await call(shop.server, earnings.adminUsers)).status).toBe(401);
    expect((await me(shop.server, user)).has_membership).toBe(false);
  });
});
