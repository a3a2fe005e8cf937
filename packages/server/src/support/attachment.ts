import { reencodeImage } from '../storage/images.js';

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
