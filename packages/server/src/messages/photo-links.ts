import { messageEndpoints, fillPath } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { saleMessages } from '../db/schema/index.js';
import { signedLinks } from '../storage/signed-links.js';
import type { FileStorage } from '../storage/storage.js';

/** A message of a sale whose photo a link names: the link's path carries both. */
export interface PhotoOf {
  saleId: number;
  messageId: number;
}

/**
 * Makes signed links to the photos of sale `saleId`'s messages at `origin`, as of `now`
 * (milliseconds): only those who read the conversation are given one (storage/signed-links.ts).
 */
export const messagePhotoLinks = (key: Buffer, origin: string, saleId: number, now = Date.now()) =>
  signedLinks(
    key,
    origin,
    (messageId) =>
      `/api/${fillPath(messageEndpoints.messagePhoto.path, { id: saleId, messageId })}`,
    now,
  );

/**
 * The photo of a message of sale `saleId`, or `undefined` when there is no such message there, it
 * has none, or its file is gone.
 */
export async function openMessagePhoto(
  db: Db,
  storage: FileStorage,
  { saleId, messageId }: PhotoOf,
) {
  const [row] = await db
    .select({ saleId: saleMessages.saleId, key: saleMessages.photo })
    .from(saleMessages)
    .where(eq(saleMessages.id, messageId));
  return row?.key && row.saleId === saleId ? storage.open(row.key) : undefined;
}
