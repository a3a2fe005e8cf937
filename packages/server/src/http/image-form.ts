import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../storage/images.js';
import { invalidField } from './http-error.js';
import { readMultipart } from './multipart.js';

/** A form's fields and its one image, as its bytes, still unchecked. */
export interface ImageForm {
  fields: unknown;
  image: Buffer | undefined;
}

/**
 * Reads a form of fields and at most one image in the file part `field` (at most MAX_IMAGE_BYTES):
 * multipart, or JSON without an image. A form whose file input was left empty still sends the part,
 * with no name and no bytes, which is no image; a text sent in its place is a `400`.
 */
export function imageFormReader(field: string) {
  return async (request: FastifyRequest): Promise<ImageForm> => {
    if (!request.isMultipart()) return { fields: request.body, image: undefined };
    const { fields, files } = await readMultipart(request, {
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFiles: 1,
    });
    const file = files.find((part) => part.field === field);
    const image = file && (file.filename || file.data.length > 0) ? file.data : undefined;
    if (!image && fields[field] != null) {
      throw invalidField(field, 'The submitted data was not a file.');
    }
    return { fields, image };
  };
}
