import { insertUser } from '../../accounts/users.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { avatarFromUpload } from '../../storage/avatar-image.js';
import type { FileStorage } from '../../storage/storage.js';
import { demoBuyers, type DemoBuyerName } from './buyers.js';
import { demoSellers, type DemoSellerName } from './sellers.js';
import { renderAvatar } from './seller-avatar.js';

/**
 * log2 of scrypt's N for the demo accounts' hashes, the lowest the server accepts. README.md publishes
 * these passwords, so a slow hash would protect nothing and only slow the first start; the first
 * sign-in hashes each again at `SCRYPT_COST` (routes/account/token.ts).
 */
export const DEMO_SCRYPT_COST = 10;

/** Where account avatars are kept, as routes/account/user.ts saves them. */
const AVATAR_FOLDER = 'avatars';

export type DemoUserName = DemoSellerName | DemoBuyerName;

/**
 * Opens the demo sellers' and buyers' accounts, in order, each with an avatar and referred by the
 * account its `referredBy` names (as registering with that account's code does), and answers their
 * user ids by username.
 */
export async function createDemoSellers(
  db: Db,
  storage: FileStorage,
): Promise<Map<DemoUserName, number>> {
  const ids = new Map<DemoUserName, number>();
  for (const { password, referredBy, ...account } of [...demoSellers, ...demoBuyers]) {
    const referredById = referredBy === null ? null : ids.get(referredBy);
    if (referredById === undefined) throw new Error(`demo account ${referredBy} comes later`);
    const avatar = await avatarFromUpload(await renderAvatar(account.firstName, account.lastName));
    const user = await insertUser(db, {
      ...account,
      referredById,
      passwordHash: await hashPassword(password, DEMO_SCRYPT_COST),
      avatar: await storage.save(AVATAR_FOLDER, avatar, 'webp'),
    });
    ids.set(account.username, user.id);
  }
  return ids;
}
