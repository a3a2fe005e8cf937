import sharp, { type Metadata, type Sharp } from 'sharp';
import { invalidField } from '../http/http-error.js';

/** docs/api.md: images are JPEG, PNG or WebP, at most 5 MB. 4096 px a side bounds the work of decoding one. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 4096;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content, never its name or declared type, then hands the decoded, upright
 * image to `render`, which re-encodes it. Re-encoding drops whatever else the file carried (EXIF with
 * GPS, trailing data). A bad file is a `400` naming `field`.
 */
export async function reencodeImage<T>(
  data: Buffer,
  field: string,
  render: (image: Sharp) => Promise<T>,
): Promise<T> {
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
    return await render(sharp(data, { limitInputPixels: MAX_SIDE * MAX_SIDE }).rotate());
  } catch {
    // The header read fine but the pixels do not decode: a truncated or forged file.
    throw notAnImage();
  }
}
