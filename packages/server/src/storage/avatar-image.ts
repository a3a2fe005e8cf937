import { reencodeImage } from './images.js';

/** Twice the largest size the app shows an avatar at, for sharp screens. */
const AVATAR_SIDE = 256;

/** Checks an uploaded avatar by its content and re-encodes it as a square WebP thumbnail. */
export function avatarFromUpload(data: Buffer, field = 'avatar'): Promise<Buffer> {
  return reencodeImage(data, field, (image) =>
    image.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  );
}
