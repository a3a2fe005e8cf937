import { Email, MAX_NETWORK_LEVEL, Password } from '@plaza/api';
import { is } from 'superstruct';
import type { EnvReader } from './env-reader.js';

/** Accounts: the administrator made at start, password hashing, the referral network's depth. */
export interface AccountsConfig {
  admin: { email: string; password: string } | undefined;
  /** log2 of scrypt's cost N for new password hashes. */
  scryptCost: number;
  /** How many levels deep `auth/user/tree/` reads a referral network. */
  networkMaxLevels: number;
}

/** OWASP's scrypt minimum (N = 2^17, r = 8, p = 1); lower costs only speed up tests. */
const SCRYPT_COST = 17;
/** docs/api.md: a referral network is read 10 levels deep unless configured otherwise. */
const NETWORK_MAX_LEVELS = 10;

/** ADMIN_EMAIL, ADMIN_PASSWORD, SCRYPT_COST and NETWORK_MAX_LEVELS. */
export function readAccountsConfig(env: EnvReader, production: boolean): AccountsConfig {
  return {
    admin: readAdmin(env),
    scryptCost: readScryptCost(env, production),
    networkMaxLevels: readNetworkMaxLevels(env),
  };
}

function readAdmin(env: EnvReader): AccountsConfig['admin'] {
  const email = env.text('ADMIN_EMAIL');
  const password = env.raw('ADMIN_PASSWORD');
  if (Boolean(email) !== Boolean(password)) {
    env.problem('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // The same rules the sign-up form and `npm run create-admin` apply to an account.
  if (email && !is(email, Email)) {
    env.problem(`ADMIN_EMAIL must be an e-mail address; got "${email}"`);
  }
  if (password && !is(password, Password)) {
    env.problem('ADMIN_PASSWORD must have 8 to 20 characters');
  }
  return email && password ? { email, password } : undefined;
}

function readScryptCost(env: EnvReader, production: boolean) {
  const value = env.text('SCRYPT_COST');
  if (value === undefined) return SCRYPT_COST;
  const cost = Number(value);
  const lowest = production ? SCRYPT_COST : 10;
  if (/^\d+$/.test(value) && cost >= lowest && cost <= 20) return cost;
  env.problem(`SCRYPT_COST must be a whole number from ${lowest} to 20; got "${value}"`);
  return SCRYPT_COST;
}

function readNetworkMaxLevels(env: EnvReader) {
  const value = env.text('NETWORK_MAX_LEVELS');
  if (value === undefined) return NETWORK_MAX_LEVELS;
  const levels = Number(value);
  if (/^\d+$/.test(value) && levels >= 1 && levels <= MAX_NETWORK_LEVEL) return levels;
  env.problem(
    `NETWORK_MAX_LEVELS must be a whole number from 1 to ${MAX_NETWORK_LEVEL}; got "${value}"`,
  );
  return NETWORK_MAX_LEVELS;
}
