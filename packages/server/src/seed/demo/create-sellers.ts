import { insertUser } from '../../accounts/users.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { demoSellers, type DemoSellerName } from './sellers.js';

/** Opens the demo sellers' accounts and answers each one's user id by username. */
export async function createDemoSellers(
  db: Db,
  scryptCost: number,
): Promise<Map<DemoSellerName, number>> {
  const ids = new Map<DemoSellerName, number>();
  // One at a time: each hash takes 128 MB at the production cost, and two cores gain nothing from more.
  for (const { password, ...seller } of demoSellers) {
    const user = await insertUser(db, {
      ...seller,
      passwordHash: await hashPassword(password, scryptCost),
    });
    ids.set(seller.username, user.id);
  }
  return ids;
}
