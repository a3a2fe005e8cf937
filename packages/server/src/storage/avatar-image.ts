import sharp, { type Metadata } from 'sharp';
import { invalidField } from '../http/http-error.js';

/** API.md: images are JPEG, PNG or WebP, at most 5 MB. 4096 px a side bounds the work of decoding one. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 4096;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Twice the largest size the app shows an avatar at, for sharp screens. */
const AVATAR_SIDE = 256;

/**
 * Checks an upload by its content, never its name or declared type, and re-encodes it as a square
 * WebP thumbnail. Re-encoding drops whatever else the file carried (EXIF with GPS, trailing data).
 */
export async function avatarFromUpload(data: Buffer, field = 'avatar'): Promise<Buffer> {
  const notAnImage = () => invalidField(field, 'Upload a valid image: JPEG, PNG or WebP.');
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !FORMATS.has(metadata.format)) throw notAnImage();
  if ((metadata.width ?? 0) > MAX_SIDE || (metadata.height ?? 0) > MAX_SIDE) {
    throw invalidField(field, `The image must be at most ${MAX_SIDE} pixels a side.`);
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_SIDE * MAX_SIDE })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header read fine but the pixels do not decode: a truncated or forged file.
    throw notAnImage();
  }
}
