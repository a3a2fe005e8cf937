import { CLAIM_MAX_PHOTOS } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { readMultipart } from '../../http/multipart.js';
import { MAX_IMAGE_BYTES } from '../../storage/images.js';

/** A claim's fields and its photos' bytes, still unchecked. */
export interface ClaimForm {
  fields: unknown;
  photos: Buffer[];
}

/** `photos`, or `photos[]` and `photos[0]` as forms name a list's parts. */
const PHOTO_FIELD = /^photos(\[\d*\])?$/;

/**
 * Reads a claim's form: multipart with up to CLAIM_MAX_PHOTOS photos (at most MAX_IMAGE_BYTES
 * each), or JSON without any. A file input left empty still sends its part, with no bytes.
 */
export async function readClaimForm(request: FastifyRequest): Promise<ClaimForm> {
  if (!request.isMultipart()) return { fields: request.body, photos: [] };
  const { fields, files } = await readMultipart(request, {
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFiles: CLAIM_MAX_PHOTOS,
  });
  const photos = files
    .filter((file) => PHOTO_FIELD.test(file.field) && (file.filename || file.data.length > 0))
    .map((file) => file.data);
  return { fields, photos };
}
