import { accountEndpoints } from '@plaza/api';
import type { User } from '@plaza/api';
import { registerUser, type TestUser } from './accounts.js';
import { call } from './http.js';
import type { TestServer } from './test-server.js';

/** The signed-in user, as `auth/user/` answers them. */
export async function me(server: TestServer, user: TestUser): Promise<User> {
  return (await call<User>(server, accountEndpoints.user, { token: user.access })).body;
}

/** A new user referred by `referrer`. */
export async function referredBy(server: TestServer, referrer: TestUser): Promise<TestUser> {
  const { referral_code } = await me(server, referrer);
  return registerUser(server, { referral_code });
}

/**
 * `length` users, each referred by the one before: `chain[0]` is at the top, and `chain[n]` is
 * the referrer n steps up from the last.
 */
export async function referralChain(server: TestServer, length: number): Promise<TestUser[]> {
  const chain = [await registerUser(server)];
  while (chain.length < length) chain.push(await referredBy(server, chain[chain.length - 1]!));
  return chain;
}
