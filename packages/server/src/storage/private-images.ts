import { reencodeImage } from './images.js';
import { PRIVATE_FOLDER, type FileStorage } from './storage.js';

/*
 * Pictures people send to each other or to support: a ticket's screenshot, a photo in a sale's
 * conversation or with a claim. They carry personal data, so they are kept where no URL serves them and handed
 * out by signed links (signed-links.ts) to those who may see them (issue 26).
 */

/** Large enough to read a screenshot of a page, small enough for a mailbox. */
const PRIVATE_IMAGE_SIDE = 1600;

/** Checks an image by its content and re-encodes it as WebP, as avatars are; a bad one is `400` naming `field`. */
export function privateImageFromUpload(data: Buffer, field: string): Promise<Buffer> {
  return reencodeImage(data, field, (image) =>
    image
      .resize(PRIVATE_IMAGE_SIDE, PRIVATE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}

/** Saves a re-encoded image under `folder` of the private folder, as digital products are. */
export function savePrivateImage(
  storage: FileStorage,
  folder: 'tickets' | 'messages' | 'claims',
  image: Buffer,
): Promise<string> {
  return storage.save(`${PRIVATE_FOLDER}/${folder}`, image, 'webp');
}
