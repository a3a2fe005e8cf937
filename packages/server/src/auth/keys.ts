import { hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appMeta } from '../db/schema/index.js';

const SECRET_KEY = 'jwt_secret';

export interface Keys {
  /** HS256 key of access tokens. */
  accessToken: Uint8Array;
  /** HMAC key of one-time codes, so a copy of the database can't be brute-forced for them. */
  oneTimeCode: Buffer;
  /** HMAC key of ticket attachments' signed links (support/attachment-links.ts). */
  attachmentLink: Buffer;
  /** HMAC key of the signed links to photos in sales' conversations (messages/photo-links.ts). */
  messagePhotoLink: Buffer;
  /** HMAC key of the signed links to claims' photos (claims/photo-links.ts). */
  claimPhotoLink: Buffer;
}

/** One secret, a key per use: a leak of one use's key says nothing of the other. */
export function deriveKeys(secret: string): Keys {
  const derive = (use: string) => Buffer.from(hkdfSync('sha256', secret, '', `plaza ${use}`, 32));
  return {
    accessToken: derive('access tokens'),
    oneTimeCode: derive('one-time codes'),
    attachmentLink: derive('ticket attachment links'),
    messagePhotoLink: derive('message photo links'),
    claimPhotoLink: derive('claim photo links'),
  };
}

/**
 * `JWT_SECRET` when set (production requires it, config/secrets.ts); otherwise a random secret made once and
 * kept in the database, so restarts keep sessions and instances on one database agree.
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SECRET_KEY));
  if (!row) throw new Error('the generated JWT secret was not saved');
  return row.value;
}
