import { insertUser } from '../../accounts/users.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { DEMO_SCRYPT_COST } from './create-sellers.js';

/**
 * The demo shop's administrator, whose password README.md publishes beside the sellers', so anyone
 * trying Plaza can review the pending and suspended demo products. Never made under production:
 * config/server.ts refuses `SEED_DEMO=true` there and seed-demo.ts checks again.
 */
export const demoAdmin = {
  username: 'plaza_admin',
  email: 'admin@demo.plaza.example',
  password: 'Plaza-Admin-26',
  firstName: 'Admin',
  lastName: 'Plaza',
} as const;

/**
 * Opens the demo administrator's account as the demo sellers' are opened (create-sellers.ts), with
 * the same cheap hash that the first sign-in replaces at `SCRYPT_COST`, and answers its user id.
 * Not through `ensureAdmin`: that names the account after its e-mail, and README.md names it
 * `plaza_admin`.
 */
export async function createDemoAdmin(db: Db): Promise<number> {
  const { password, ...admin } = demoAdmin;
  const user = await insertUser(db, {
    ...admin,
    passwordHash: await hashPassword(password, DEMO_SCRYPT_COST),
    isAdmin: true,
  });
  return user.id;
}
