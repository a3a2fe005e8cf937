import { accountFormEndpoints as accountForms } from '@plaza/api';
import { randomBytes } from 'node:crypto';
import type { TokenPair } from '@plaza/api';
import { expect } from 'vitest';
import { bodyOf, call, randomIp, uniqueName } from './http.js';
import { startTestServer, type TestServer } from './test-server.js';

/** hCaptcha's published test token: the only one that passes without `HCAPTCHA_SECRET`. */
export const TEST_CAPTCHA = '10000000-aaaa-bbbb-cccc-000000000001';

/** A password no dictionary holds, 14 characters. */
export const strongPassword = () => `Vx-${randomBytes(6).toString('base64url')}!`;

export interface TestUser extends TokenPair {
  username: string;
  email: string;
  password: string;
  /** The address the user registered from. */
  ip: string;
}

/** A registration body that passes every rule, with `overrides` on top. */
export function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: strongPassword(),
    first_name: 'Ana',
    last_name: 'Pérez',
    accept_terms: true,
    hcaptcha_token: TEST_CAPTCHA,
    ...overrides,
  };
}

/** Registers a new user over HTTP and answers their credentials and first tokens. */
export async function registerUser(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const body = registration(overrides);
  const ip = randomIp();
  const answer = await call<TokenPair>(server, accountForms.register, { body, ip });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return {
    ...answer.body,
    username: body.username,
    email: body.email,
    password: body.password,
    ip,
  };
}

/** Signs in over HTTP and answers the new pair. */
export async function login(server: TestServer, username: string, password: string) {
  const answer = await call<TokenPair>(server, accountForms.login, {
    body: { username, password },
  });
  return bodyOf(answer, 200);
}

/** The 6-digit code in the latest message to `email` (from `dev/mail/`). */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  const [latest] = await server.api.devMail(email);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest mail to ${email}: ${latest?.text}`);
  return code;
}

/** A test server (with `env`) and a user registered on it, for a file whose tests are that user's. */
export async function serverWithUser(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  return { server, user: await registerUser(server) };
}
