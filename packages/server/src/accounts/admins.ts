import { eq } from 'drizzle-orm';
import { GUESSABLE_PASSWORD, isGuessable } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { findUserByEmail, insertUser, normalizeEmail, usernameTaken } from './users.js';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/** A free username from the address's local part: `maria.lopez@…` becomes `maria_lopez`, then `maria_lopez2`. */
async function usernameFor(db: Db, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  const base = local
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 26)
    .padEnd(3, '_');
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

/**
 * Makes the account with this e-mail an administrator: creates it with `password` when there is
 * none, or promotes it keeping its own password. Used at start (`ADMIN_EMAIL`, `ADMIN_PASSWORD`)
 * and by `npm run create-admin`.
 */
export async function ensureAdmin(
  db: Db,
  { email, password }: { email: string; password: string },
  scryptCost: number,
): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.isAdmin) return 'unchanged';
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  if (isGuessable(password, [email]))
    throw new Error(`The administrator's password: ${GUESSABLE_PASSWORD}`);
  await insertUser(db, {
    username: await usernameFor(db, email),
    email: normalizeEmail(email),
    passwordHash: await hashPassword(password, scryptCost),
    isAdmin: true,
  });
  return 'created';
}
