import { ProductBody, type FieldErrors, type ProductChanges } from '@plaza/api';
import { asc, eq, inArray } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { productAttributes, productLevels, productPhotos, products } from '../db/schema/index.js';
import { ValidationError } from '../http/http-error.js';
import { collectErrors, parse, throwIfAny } from '../http/validate.js';
import type { FileStorage } from '../storage/storage.js';
import { attributesOf, levelsOf } from './details.js';
import type { DigitalFile } from './digital-files.js';
import { removePhotoFiles } from './photos.js';
import { checkProductParts } from './product-checks.js';
import {
  columnsOf,
  insertAttributes,
  insertLevels,
  insertPhotos,
  withStoredFiles,
} from './product-parts.js';
import type { ProductRow } from './product-rows.js';

export interface ProductUploads {
  /** New photos, after the kept ones. */
  photos: Buffer[];
  digitalFile?: DigitalFile;
}

/** A product, its attributes and levels as a body, for merging a PATCH onto. */
async function bodyOf(db: Db, product: ProductRow): Promise<Record<string, unknown>> {
  const [attributes, levels] = await Promise.all([
    attributesOf(db, product.id),
    levelsOf(db, product.id),
  ]);
  return {
    name: product.name,
    short_description: product.shortDescription,
    description: product.description,
    category: product.categoryId,
    brand: product.brand,
    price: product.price,
    shipping_price: product.shippingPrice,
    quantity: product.quantity,
    is_digital: product.isDigital,
    attributes,
    levels,
  };
}

/** The photos a PATCH keeps, in its order; ids that are not this product's are refused. */
function keptPhotos<T extends { id: number }>(
  current: T[],
  keep: number[] | null | undefined,
): T[] {
  if (keep === undefined) return current;
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  const kept = [...new Set(keep ?? [])].map((id) => byId.get(id));
  if (kept.some((photo) => photo === undefined)) {
    throw new ValidationError({ photos_keep: ['Keep only photos of this product.'] });
  }
  return kept as T[];
}

/** Whether a PATCH changed what an administrator reviews: the words, the category or the photos. */
function needsReview(product: ProductRow, body: ProductBody, photosChanged: boolean): boolean {
  const next = columnsOf(body);
  return (
    photosChanged ||
    next.name !== product.name ||
    next.shortDescription !== product.shortDescription ||
    next.description !== product.description ||
    next.categoryId !== product.categoryId
  );
}

/**
 * Applies a seller's PATCH: the changes are merged onto the product and the result checked as a whole,
 * as a new product would be. A change to the words, the category or the photos sends the product back
 * to review. Once the change is committed, what is kept of the catalogue is forgotten and files no
 * longer used are removed.
 */
export async function updateProduct(
  services: ChangeServices,
  storage: FileStorage,
  product: ProductRow,
  changes: ProductChanges,
  uploads: ProductUploads,
): Promise<void> {
  const { db } = services;
  const { photos_keep: keep, ...fieldChanges } = changes;
  const defined = Object.fromEntries(
    Object.entries(fieldChanges).filter(([, value]) => value !== undefined),
  );
  const body = parse(ProductBody, { ...(await bodyOf(db, product)), ...defined });
  const current = await db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, product.id))
    .orderBy(asc(productPhotos.position));

  const errors: FieldErrors = {};
  const kept = (await collectErrors(errors, () => keptPhotos(current, keep))) ?? current;
  const processed = await checkProductParts(db, errors, body, {
    kept: kept.length,
    photos: uploads.photos,
    digitalFile: uploads.digitalFile,
    checkCategory: body.category !== product.categoryId,
  });
  throwIfAny(errors);

  const dropped = current.filter((photo) => !kept.includes(photo));
  const reordered = kept.some((photo, index) => photo.position !== index);
  const photosChanged = processed.length > 0 || dropped.length > 0 || reordered;
  const review = needsReview(product, body, photosChanged) && product.status !== 'pending_approval';
  // A product that stops being digital loses its file, as the database requires.
  const oldDigitalKey =
    product.digitalFile && (uploads.digitalFile || !body.is_digital) ? product.digitalFile : null;

  await withStoredFiles(storage, processed, uploads.digitalFile, ({ photos, digitalKey }) =>
    inChange(services, async ({ tx, catalogueChanged }) => {
      catalogueChanged();
      await tx
        .update(products)
        .set({
          ...columnsOf(body),
          ...(digitalKey !== undefined && { digitalFile: digitalKey }),
          ...(oldDigitalKey && !digitalKey && { digitalFile: null }),
          ...(review && { status: 'pending_approval' as const, moderationReason: null }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, product.id));
      if (changes.attributes) {
        await tx.delete(productAttributes).where(eq(productAttributes.productId, product.id));
        await insertAttributes(tx, product.id, body);
      }
      if (changes.levels) {
        await tx.delete(productLevels).where(eq(productLevels.productId, product.id));
        await insertLevels(tx, product.id, body);
      }
      if (dropped.length > 0) {
        const droppedIds = dropped.map((photo) => photo.id);
        await tx.delete(productPhotos).where(inArray(productPhotos.id, droppedIds));
      }
      if (reordered) {
        for (const [position, photo] of kept.entries()) {
          await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
        }
      }
      await insertPhotos(tx, product.id, photos, kept.length);
    }),
  );
  await removePhotoFiles(storage, dropped);
  if (oldDigitalKey) await storage.remove(oldDigitalKey);
}
