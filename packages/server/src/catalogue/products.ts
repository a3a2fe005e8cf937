import {
  PRODUCT_LIMITS,
  ProductBody,
  type FieldErrors,
  type ProductChanges,
  type ProductStatus,
} from '@plaza/api';
import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  categories,
  productAttributes,
  productLevels,
  productPhotos,
  products,
} from '../db/schema/index.js';
import { ValidationError } from '../http/http-error.js';
import { collectErrors, parse, throwIfAny } from '../http/validate.js';
import type { FileStorage } from '../storage/storage.js';
import { attributesOf, levelsOf } from './details.js';
import { saveDigitalFile, type DigitalFile } from './digital-files.js';
import {
  processPhoto,
  removePhotoFiles,
  savePhotos,
  type PhotoFiles,
  type StoredPhoto,
} from './photos.js';

type SearchColumn = 'searchVector' | 'searchText';
const SEARCH_COLUMNS = new Set<string>(['searchVector', 'searchText'] satisfies SearchColumn[]);

/** Every column but the generated search ones, which only searches read. */
export const productColumns = Object.fromEntries(
  Object.entries(getTableColumns(products)).filter(([key]) => !SEARCH_COLUMNS.has(key)),
) as Omit<ReturnType<typeof getTableColumns<typeof products>>, SearchColumn>;
export type ProductRow = Omit<typeof products.$inferSelect, SearchColumn>;

export interface NewProductOptions {
  /** Sellers' products wait for review; the demo seed may create them in any status. */
  status?: ProductStatus;
  isTctProduct?: boolean;
  digitalFile?: DigitalFile;
}

export interface ProductUploads {
  /** New photos, after the kept ones. */
  photos: Buffer[];
  digitalFile?: DigitalFile;
}

/** `photos`: between 1 and 8 once kept and new ones are counted together. */
export function checkPhotoCount(count: number): void {
  if (count < 1) throw new ValidationError({ photos: ['Add at least one photo.'] });
  if (count > PRODUCT_LIMITS.photos) {
    throw new ValidationError({ photos: [`Add at most ${PRODUCT_LIMITS.photos} photos.`] });
  }
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!found) throw new ValidationError({ category: ['Choose an existing category.'] });
}

function checkDigitalFile(isDigital: boolean, file: DigitalFile | undefined): void {
  if (file && !isDigital) {
    throw new ValidationError({ digital_file: ['Only a digital product takes a file.'] });
  }
}

/** Checks and re-encodes every photo, naming each bad one as `photos.<index>`. */
async function processPhotos(
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

async function insertAttributes(tx: Db, productId: number, body: ProductBody) {
  await tx
    .insert(productAttributes)
    .values(body.attributes.map((item, position) => ({ productId, position, ...item })));
}

async function insertLevels(tx: Db, productId: number, body: ProductBody) {
  await tx.insert(productLevels).values(
    body.levels.map((item) => ({
      productId,
      level: item.level,
      paymentPercentage: item.payment_percentage,
    })),
  );
}

async function insertPhotos(
  tx: Db,
  productId: number,
  photos: StoredPhoto[],
  firstPosition: number,
) {
  if (photos.length === 0) return;
  await tx
    .insert(productPhotos)
    .values(
      photos.map((photo, index) => ({ productId, position: firstPosition + index, ...photo })),
    );
}

/** The columns a validated body sets. */
function columnsOf(body: ProductBody) {
  return {
    name: body.name.trim(),
    shortDescription: body.short_description.trim(),
    description: body.description.trim(),
    categoryId: body.category,
    brand: body.brand?.trim() ?? '',
    price: body.price,
    shippingPrice: body.shipping_price,
    quantity: body.quantity,
    isDigital: body.is_digital,
  };
}

/**
 * Creates a product from a validated body and its photos (the uploaded bytes, checked by content
 * here), and answers its id. Files are stored first and removed again if the rows can't be written.
 */
export async function createProduct(
  db: Db,
  storage: FileStorage,
  sellerId: number,
  body: ProductBody,
  photos: Buffer[],
  options: NewProductOptions = {},
): Promise<number> {
  const errors: FieldErrors = {};
  await collectErrors(errors, () => checkPhotoCount(photos.length));
  await collectErrors(errors, () => checkDigitalFile(body.is_digital, options.digitalFile));
  await collectErrors(errors, () => checkCategory(db, body.category));
  const processed = await processPhotos(errors, photos, 0);
  throwIfAny(errors);

  const stored = await savePhotos(storage, processed);
  let digitalKey: string | undefined;
  try {
    if (options.digitalFile) digitalKey = await saveDigitalFile(storage, options.digitalFile);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(body),
          sellerId,
          digitalFile: digitalKey ?? null,
          status: options.status ?? 'pending_approval',
          isTctProduct: options.isTctProduct ?? false,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('the product insert answered no row');
      await insertAttributes(tx, row.id, body);
      await insertLevels(tx, row.id, body);
      await insertPhotos(tx, row.id, stored, 0);
      return row.id;
    });
  } catch (error) {
    await removePhotoFiles(storage, stored);
    if (digitalKey) await storage.remove(digitalKey);
    throw error;
  }
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
 * to review. Files no longer used are removed once the change is committed.
 */
export async function updateProduct(
  db: Db,
  storage: FileStorage,
  product: ProductRow,
  changes: ProductChanges,
  uploads: ProductUploads,
): Promise<void> {
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
  await collectErrors(errors, () => checkPhotoCount(kept.length + uploads.photos.length));
  await collectErrors(errors, () => checkDigitalFile(body.is_digital, uploads.digitalFile));
  if (body.category !== product.categoryId) {
    await collectErrors(errors, () => checkCategory(db, body.category));
  }
  const processed = await processPhotos(errors, uploads.photos, kept.length);
  throwIfAny(errors);

  const dropped = current.filter((photo) => !kept.includes(photo));
  const reordered = kept.some((photo, index) => photo.position !== index);
  const photosChanged = processed.length > 0 || dropped.length > 0 || reordered;
  const review = needsReview(product, body, photosChanged) && product.status !== 'pending_approval';
  // A product that stops being digital loses its file, as the database requires.
  const oldDigitalKey =
    product.digitalFile && (uploads.digitalFile || !body.is_digital) ? product.digitalFile : null;

  const stored = await savePhotos(storage, processed);
  let digitalKey: string | undefined;
  try {
    if (uploads.digitalFile) digitalKey = await saveDigitalFile(storage, uploads.digitalFile);
    await db.transaction(async (tx) => {
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
      await insertPhotos(tx, product.id, stored, kept.length);
    });
  } catch (error) {
    await removePhotoFiles(storage, stored);
    if (digitalKey) await storage.remove(digitalKey);
    throw error;
  }
  await removePhotoFiles(storage, dropped);
  if (oldDigitalKey) await storage.remove(oldDigitalKey);
}

/**
 * DELETE: a product with purchases is archived, so they keep pointing at it; any other is erased with
 * its files. `hasPurchases` is where the purchases issue plugs in (purchases.ts).
 */
export async function removeProduct(
  db: Db,
  storage: FileStorage,
  product: ProductRow,
  hasPurchases: (db: Db, productId: number) => Promise<boolean>,
): Promise<'archived' | 'deleted'> {
  if (await hasPurchases(db, product.id)) {
    await db
      .update(products)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(eq(products.id, product.id));
    return 'archived';
  }
  const photos = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(productPhotos)
      .where(eq(productPhotos.productId, product.id))
      .returning({ thumbnailKey: productPhotos.thumbnailKey, largeKey: productPhotos.largeKey });
    await tx.delete(products).where(eq(products.id, product.id));
    return removed;
  });
  await removePhotoFiles(storage, photos);
  if (product.digitalFile) await storage.remove(product.digitalFile);
  return 'deleted';
}

/** A product that is not archived, or `undefined`. */
export async function findProduct(db: Db, productId: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  return row;
}

/**
 * An administrator's decision: `reason` is kept when suspending, to tell the seller why, and cleared
 * on approval. Answers whether the product exists.
 */
export async function setProductStatus(
  db: Db,
  productId: number,
  status: Exclude<ProductStatus, 'pending_approval'>,
  reason: string | null | undefined,
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({
      status,
      moderationReason: status === 'suspended' ? reason?.trim() || null : null,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return updated.length > 0;
}

/** Tags or untags a network product (SPEC.md section 4); answers whether the product exists. */
export async function setProductNetwork(
  db: Db,
  productId: number,
  isTctProduct: boolean,
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ isTctProduct, updatedAt: new Date() })
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return updated.length > 0;
}
