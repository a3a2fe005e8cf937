import type { FastifyRequest } from 'fastify';
import { MAX_DIGITAL_FILE_BYTES, type DigitalFile } from '../../catalogue/digital-files.js';
import { HttpError } from '../../http/http-error.js';
import { readMultipart, type UploadedFile } from '../../http/multipart.js';
import { MAX_IMAGE_BYTES } from '../../storage/images.js';

export interface ProductForm {
  /** The fields, for the body's struct to check. */
  fields: unknown;
  photos: Buffer[];
  digitalFile?: DigitalFile;
}

/** Room for a few photos too many, so that sending nine answers "at most 8" rather than `413`. */
const MAX_FILES = 16;
/** `photos`, `photos[]` or `photos[3]`, as forms and @plaza/api's `toFormData` name them. */
const PHOTO_FIELD = /^photos(\[\d*\])?$/;

const photoTooLarge = () => new HttpError(413, 'file_too_large', 'Each photo may be at most 5 MB.');

/** A file input left empty still sends its part, with no name and no bytes. */
const isEmpty = (file: UploadedFile) => !file.filename && file.data.length === 0;

/**
 * A product's POST or PATCH: multipart with its files, or JSON without any. Photos are at most 5 MB
 * each (docs/api.md); the digital file may be larger.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) return { fields: request.body, photos: [] };
  const { fields, files } = await readMultipart(request, {
    maxFileBytes: MAX_DIGITAL_FILE_BYTES,
    maxFiles: MAX_FILES,
  });
  const sent = files.filter((file) => !isEmpty(file));
  const photos = sent.filter((file) => PHOTO_FIELD.test(file.field)).map((file) => file.data);
  if (photos.some((photo) => photo.length > MAX_IMAGE_BYTES)) throw photoTooLarge();
  const digital = sent.find((file) => file.field === 'digital_file');
  return {
    fields,
    photos,
    ...(digital && { digitalFile: { data: digital.data, filename: digital.filename } }),
  };
}
