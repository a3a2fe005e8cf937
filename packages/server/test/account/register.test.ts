import { accountEndpoints as account, accountFormEndpoints as accountForms } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { registerUser, registration } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('POST /api/auth/register/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const register = (body: unknown, ip?: string) =>
    call(server, accountForms.register, { body, ...(ip && { ip }) });
  const userNamed = async (username: string) => {
    const [row] = await server.server.database.db
      .select()
      .from(users)
      .where(eq(users.username, username));
    return row;
  };

  it('creates the account and answers 201 with a token pair that works', async () => {
    const body = registration();
    const answer = await register(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const me = await call(server, account.user, { token: String(answer.body.access) });
    expect(me.body).toMatchObject({
      username: body.username,
      email: body.email,
      first_name: 'Ana',
      last_name: 'Pérez',
      is_admin: false,
      has_membership: false,
      referred_by: null,
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
  });

  it('stores the password hashed with scrypt, never as given', async () => {
    const body = registration();
    await register(body);
    const row = await userNamed(body.username);
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('links the referrer by their code, in any case, and answers them as referred_by', async () => {
    const referrer = await registerUser(server);
    const me = await call(server, account.user, { token: referrer.access });
    const code = String(me.body.referral_code);
    const referred = await registerUser(server, { referral_code: ` ${code.toLowerCase()} ` });
    const referredMe = await call(server, account.user, { token: referred.access });
    expect(referredMe.body.referred_by).toBe(referrer.username);
    expect(referredMe.body.referral_code).not.toBe(code);
  });

  it('treats an empty referral code as none', async () => {
    const body = registration({ referral_code: '' });
    expect((await register(body)).status).toBe(201);
  });

  it('refuses an unknown referral code with invalid_referral', async () => {
    const answer = await register(registration({ referral_code: 'NOPE2345' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: "This registry doesn't have a valid reffer code",
      code: 'invalid_referral',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not the test token', '20000000-aaaa-bbbb-cccc-000000000002'],
  ])('refuses a %s captcha with captcha_required', async (_case, token) => {
    const answer = await register(registration({ hcaptcha_token: token }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: 'Hcaptcha is required', code: 'captcha_required' });
  });

  it('requires the terms to be accepted', async () => {
    const answer = await register(registration({ accept_terms: false }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ accept_terms: ['Accept the terms and the privacy policy.'] });
  });

  it.each([
    ['has a space', 'ana maria'],
    ['has a hyphen', 'ana-maria'],
    ['is too short', 'ab'],
    ['is too long', 'a'.repeat(31)],
  ])('refuses a username that %s', async (_case, username) => {
    const answer = await register(registration({ username }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ username: ['Use 3 to 30 letters, digits or underscores.'] });
  });

  it.each([
    ['7', 'Vx-4kQ9!'.slice(0, 7)],
    ['21', 'Vx-4kQ9!Lm2#Pz7$Rt5^W'],
  ])('refuses a password of %s characters', async (_length, password) => {
    const answer = await register(registration({ password }));
    expect(answer.body).toEqual({ password: ['Use 8 to 20 characters.'] });
  });

  it.each(['password1', 'qwerty123', '12345678', 'iloveyou'])(
    'refuses the common password %s',
    async (password) => {
      const answer = await register(registration({ password }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        password: ['This password is too common or too easy to guess.'],
      });
    },
  );

  it("refuses a password made of the user's own name", async () => {
    const body = registration();
    const answer = await register({ ...body, password: `${body.username}1` });
    expect(answer.body).toMatchObject({ password: [expect.any(String)] });
  });

  it('refuses a username or e-mail already taken, whatever their case', async () => {
    const taken = await registerUser(server);
    const answer = await register(
      registration({ username: taken.username.toUpperCase(), email: taken.email.toUpperCase() }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it('names every missing field in one answer', async () => {
    const answer = await register({});
    expect(answer.status).toBe(400);
    const required = ['This field is required.'];
    expect(answer.body).toEqual({
      username: required,
      email: required,
      password: required,
      first_name: required,
      last_name: required,
      accept_terms: required,
    });
  });

  it('answers wrong types with 400 field errors, never 500', async () => {
    const answer = await register(
      registration({ username: 42, email: ['a@b.co'], accept_terms: 'yes', first_name: null }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      username: ['Not a valid string.'],
      email: ['Not a valid string.'],
      accept_terms: ['Must be a valid boolean.'],
      first_name: ['This field may not be null.'],
    });
  });

  it.each([
    ['a list', '[1, 2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('answers a body that is %s with non_field_errors', async (_case, data) => {
    const answer = await call(server, accountForms.register, {
      raw: { data, type: 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: ['Invalid data. Expected an object.'] });
  });

  it('ignores fields it does not know, such as is_admin', async () => {
    const body = registration({ is_admin: true, has_membership: true, referral_code: undefined });
    expect((await register(body)).status).toBe(201);
    const row = await userNamed(body.username);
    expect(row).toMatchObject({ isAdmin: false, hasMembership: false });
  });

  it('keeps the e-mail lower-case and the language of the request for its mail', async () => {
    const body = registration();
    const answer = await call(server, accountForms.register, {
      body: { ...body, email: body.email.toUpperCase() },
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(answer.status).toBe(201);
    const row = await userNamed(body.username);
    expect(row).toMatchObject({ email: body.email, language: 'en' });
  });

  it('refuses malformed JSON with parse_error', async () => {
    const answer = await call(server, accountForms.register, {
      raw: { data: '{"username": ', type: 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'parse_error' });
  });
});
