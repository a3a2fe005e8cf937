import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { supportTickets } from '../db/schema/index.js';
import { reencodeImage } from '../storage/images.js';
import { PRIVATE_FOLDER, type FileStorage } from '../storage/storage.js';

/** Large enough to read a screenshot of a page, small enough for a mailbox. */
const ATTACHMENT_SIDE = 1600;

/** Checks a ticket's image by its content and re-encodes it as WebP, as avatars are. */
export function attachmentFromUpload(data: Buffer): Promise<Buffer> {
  return reencodeImage(data, 'attachment', (image) =>
    image
      .resize(ATTACHMENT_SIDE, ATTACHMENT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}

/**
 * Saves a ticket's re-encoded image where it is never served by URL, as digital products are: a
 * screenshot carries personal data, for its author and the administrators only (issue 26).
 */
export function saveAttachment(storage: FileStorage, image: Buffer): Promise<string> {
  return storage.save(`${PRIVATE_FOLDER}/tickets`, image, 'webp');
}

/**
 * The picture of a ticket, or `undefined` when there is no such ticket, it has none, or its file is
 * gone. Its key may be an old public one (storage.ts): the row says where it is.
 */
export async function openAttachment(db: Db, storage: FileStorage, ticketId: number) {
  const [row] = await db
    .select({ key: supportTickets.attachment })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  return row?.key ? storage.open(row.key) : undefined;
}
