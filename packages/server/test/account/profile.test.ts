import {
  accountEndpoints as account,
  accountFormEndpoints as accountForms,
  createClient,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import {
  latestCode,
  login,
  registerUser,
  strongPassword,
  type TestUser,
} from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('the profile: GET and PATCH /api/auth/user/, POST send-code/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const patch = (user: TestUser, body: unknown) =>
    call(server, accountForms.updateUser, { token: user.access, body });
  const sendCode = (user: TestUser, body: unknown = {}) =>
    call(server, accountForms.sendCode, { token: user.access, body });
  const rowOf = async (user: TestUser) => {
    const [row] = await server.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, user.email));
    return row;
  };

  it('answers the User of docs/api.md', async () => {
    const user = await registerUser(server);
    const answer = await call(server, account.user, { token: user.access });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      username: user.username,
      email: user.email,
      first_name: 'Ana',
      last_name: 'Pérez',
      phone_number: null,
      avatar: null,
      is_admin: false,
      has_membership: false,
      referral_code: expect.any(String),
      referred_by: null,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pending: { purchases: 0, sales: 0, questions: 0, messages: 0, claims: 0 },
    });
    await expect(server.api.user()).rejects.toMatchObject({
      status: 401,
      code: 'not_authenticated',
    });
  });

  it('changes names and phone number from JSON; null clears the phone number', async () => {
    const user = await registerUser(server);
    const changed = await patch(user, {
      first_name: 'María José',
      last_name: 'Núñez',
      phone_number: '+57 300 123 4567',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      first_name: 'María José',
      last_name: 'Núñez',
      phone_number: '+57 300 123 4567',
    });
    expect((await patch(user, { phone_number: null })).body).toMatchObject({ phone_number: null });
  });

  it('changes fields from multipart with flattened keys; an empty string means null', async () => {
    const user = await registerUser(server);
    await patch(user, { phone_number: '+34 600 000 000' });
    const form = new FormData();
    form.append('first_name', 'Lucía');
    form.append('phone_number', '');
    form.append('extra[nested][0][key]', 'ignored');
    const answer = await patch(user, form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ first_name: 'Lucía', phone_number: null });
  });

  it('answers nested multipart errors keyed with dots, and mistyped JSON with 400', async () => {
    const user = await registerUser(server);
    const mistyped = await patch(user, { first_name: 5, phone_number: 'call me' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body).toEqual({
      first_name: ['Not a valid string.'],
      phone_number: ['Enter a valid phone number.'],
    });
    const blank = new FormData();
    blank.append('first_name', '');
    expect((await patch(user, blank)).body).toEqual({
      first_name: ['This field may not be null.'],
    });
  });

  it.each([
    ['a cut-off body', '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn'],
    [
      'clashing keys',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x\r\nContent-Disposition: form-data; name="a[b]"\r\n\r\n2\r\n--x--\r\n',
    ],
    [
      'a prototype key',
      '--x\r\nContent-Disposition: form-data; name="__proto__[is_admin]"\r\n\r\ntrue\r\n--x--\r\n',
    ],
  ])('answers malformed multipart (%s) with 400, never 500', async (_case, data) => {
    const user = await registerUser(server);
    const answer = await call(server, accountForms.updateUser, {
      token: user.access,
      raw: { data, type: 'multipart/form-data; boundary=x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'parse_error' });
  });

  it('never lets users make themselves admin, member, or change their referral code', async () => {
    const user = await registerUser(server);
    const before = await rowOf(user);
    const json = await patch(user, {
      is_admin: true,
      has_membership: true,
      referral_code: 'MINE1234',
      referred_by: 'someone',
      id: 1,
    });
    expect(json.status).toBe(200);
    const form = new FormData();
    form.append('is_admin', 'true');
    form.append('has_membership', 'true');
    expect((await patch(user, form)).status).toBe(200);
    const after = await rowOf(user);
    expect(after).toMatchObject({
      isAdmin: false,
      hasMembership: false,
      referralCode: before?.referralCode,
      referredById: null,
      id: before?.id,
    });
  });

  it('changes the username, refusing one taken in any case', async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    const taken = await patch(user, { username: other.username.toUpperCase() });
    expect(taken.body).toEqual({ username: ['A user with that username already exists.'] });
    const renamed = await patch(user, { username: `${user.username}_x` });
    expect(renamed.body).toMatchObject({ username: `${user.username}_x` });
    // The user's own name in another case is theirs to take.
    expect((await patch(user, { username: `${user.username}_X` })).status).toBe(200);
  });

  describe('e-mail and password changes need the send-code code', () => {
    it('refuses them without a code, with code_required', async () => {
      const user = await registerUser(server);
      for (const change of [{ email: `new_${user.email}` }, { password: strongPassword() }]) {
        const answer = await patch(user, change);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'code_required' });
      }
      expect((await rowOf(user))?.email).toBe(user.email);
    });

    it('does not count the same e-mail, in another case, as a change', async () => {
      const user = await registerUser(server);
      expect((await patch(user, { email: user.email.toUpperCase() })).status).toBe(200);
    });

    it('changes the e-mail with the code, and tells the old address', async () => {
      const user = await registerUser(server);
      const sent = await sendCode(user);
      expect(sent.status).toBe(200);
      const code = await latestCode(server, user.email);
      const email = `new_${user.email}`;
      const answer = await patch(user, { email, code });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email });
      const [notice] = await server.api.devMail(user.email);
      expect(notice?.subject).toBe('Tu correo cambió');
      // Single use.
      const again = await patch(user, { email: `again_${user.email}`, code });
      expect(again.body).toMatchObject({ code: 'invalid_code' });
    });

    it('changes the password with the code and ends the other sessions, not this one', async () => {
      const user = await registerUser(server);
      const other = await login(server, user.username, user.password);
      await sendCode(user);
      const password = strongPassword();
      const answer = await patch(user, { password, code: await latestCode(server, user.email) });
      expect(answer.status).toBe(200);
      const refresh = (token: string) =>
        call(server, account.refresh, { body: { refresh: token } });
      expect((await refresh(other.refresh)).status).toBe(401);
      expect((await refresh(user.refresh)).status).toBe(200);
      await login(server, user.username, password);
    });

    it('refuses a wrong code, and a code sent for a withdrawal', async () => {
      const user = await registerUser(server);
      await sendCode(user, { isWithdrawal: true });
      const withdrawalCode = await latestCode(server, user.email);
      const [mail] = await server.api.devMail(user.email);
      expect(mail?.subject).toBe('Tu código para confirmar el retiro');
      const answer = await patch(user, { password: strongPassword(), code: withdrawalCode });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        detail: 'The code is not valid or has expired.',
        code: 'invalid_code',
      });
    });

    it('refuses a common new password', async () => {
      const user = await registerUser(server);
      const answer = await patch(user, { password: 'qwerty123', code: '123456' });
      expect(answer.body).toEqual({
        password: ['This password is too common or too easy to guess.'],
      });
    });
  });

  it('send-code needs a signed-in user and refuses a mistyped isWithdrawal', async () => {
    const anonymous = await call(server, accountForms.sendCode, { body: {} });
    expect(anonymous.status).toBe(401);
    const user = await registerUser(server);
    const answer = await sendCode(user, { isWithdrawal: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ isWithdrawal: ['Must be a valid boolean.'] });
    const [mail] = await server.api.devMail(user.email);
    expect(mail).toBeUndefined();
  });

  it('is reached through the typed client too', async () => {
    const user = await registerUser(server);
    const api = createClient({ baseUrl: `${server.url}/api/`, getAccessToken: () => user.access });
    await expect(api.user()).resolves.toMatchObject({ username: user.username });
    await expect(api.updateUser({ last_name: 'Gómez' })).resolves.toMatchObject({
      last_name: 'Gómez',
    });
    await expect(api.sendCode()).resolves.toEqual({ detail: expect.any(String) });
  });
});
