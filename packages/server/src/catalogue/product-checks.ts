import { PRODUCT_LIMITS, type FieldErrors, type ProductBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { categories } from '../db/schema/index.js';
import { ValidationError } from '../http/http-error.js';
import { collectErrors } from '../http/validate.js';
import type { DigitalFile } from './digital-files.js';
import { processPhoto, type PhotoFiles } from './photos.js';

/*
 * The checks a new or changed product passes beyond its body's schema: they read the database or
 * the uploaded bytes, so the routes and the seed meet them only through create and update.
 */

/** `photos`: between 1 and 8 once kept and new ones are counted together. */
export function checkPhotoCount(count: number): void {
  if (count < 1) throw new ValidationError({ photos: ['Add at least one photo.'] });
  if (count > PRODUCT_LIMITS.photos) {
    throw new ValidationError({ photos: [`Add at most ${PRODUCT_LIMITS.photos} photos.`] });
  }
}

/** `category` must name a category that exists. */
export async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!found) throw new ValidationError({ category: ['Choose an existing category.'] });
}

/** Only a digital product takes a file. */
export function checkDigitalFile(isDigital: boolean, file: DigitalFile | undefined): void {
  if (file && !isDigital) {
    throw new ValidationError({ digital_file: ['Only a digital product takes a file.'] });
  }
}

/** Checks and re-encodes every photo, naming each bad one as `photos.<index>`. */
export async function processPhotos(
  errors: FieldErrors,
  photos: Buffer[],
  firstIndex: number,
): Promise<PhotoFiles[]> {
  const processed: PhotoFiles[] = [];
  for (const [index, data] of photos.entries()) {
    await collectErrors(errors, async () => {
      processed.push(await processPhoto(data, `photos.${firstIndex + index}`));
    });
  }
  return processed;
}

/** What a new or changed product brings beside its body. */
export interface ProductUploadsToCheck {
  /** How many photos it keeps (none when new); the new ones are numbered after them. */
  kept: number;
  /** The new photos' bytes. */
  photos: Buffer[];
  digitalFile: DigitalFile | undefined;
  /** Whether to look the category up: a change that keeps the product's own needn't. */
  checkCategory: boolean;
}

/**
 * Every check above, for a product about to be created or changed: each failure goes into `errors`,
 * so they are answered together. Answers the new photos, re-encoded.
 */
export async function checkProductParts(
  db: Db,
  errors: FieldErrors,
  body: ProductBody,
  parts: ProductUploadsToCheck,
): Promise<PhotoFiles[]> {
  await collectErrors(errors, () => checkPhotoCount(parts.kept + parts.photos.length));
  await collectErrors(errors, () => checkDigitalFile(body.is_digital, parts.digitalFile));
  if (parts.checkCategory) await collectErrors(errors, () => checkCategory(db, body.category));
  return processPhotos(errors, parts.photos, parts.kept);
}
