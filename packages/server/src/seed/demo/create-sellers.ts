import { insertUser } from '../../accounts/users.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { demoSellers, type DemoSellerName } from './sellers.js';

/**
 * log2 of scrypt's N for the demo sellers' hashes, the lowest the server accepts. README.md publishes
 * these passwords, so a slow hash would protect nothing and only slow the first start; the first
 * sign-in hashes each again at `SCRYPT_COST` (routes/account/token.ts).
 */
const DEMO_SCRYPT_COST = 10;

/** Opens the demo sellers' accounts and answers each one's user id by username. */
export async function createDemoSellers(db: Db): Promise<Map<DemoSellerName, number>> {
  const ids = new Map<DemoSellerName, number>();
  for (const { password, ...seller } of demoSellers) {
    const user = await insertUser(db, {
      ...seller,
      passwordHash: await hashPassword(password, DEMO_SCRYPT_COST),
    });
    ids.set(seller.username, user.id);
  }
  return ids;
}
