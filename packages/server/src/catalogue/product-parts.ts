import type { ProductBody } from '@plaza/api';
import type { Db } from '../db/database.js';
import { productAttributes, productLevels, productPhotos } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';
import { saveDigitalFile, type DigitalFile } from './digital-files.js';
import { removePhotoFiles, savePhotos, type PhotoFiles, type StoredPhoto } from './photos.js';

/*
 * What creating and updating a product write alike: the product's own columns, its attributes,
 * levels and photos, and the files stored before the rows that point at them.
 */

/** The columns a validated body sets. */
export function columnsOf(body: ProductBody) {
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

/** Writes the body's attributes in the seller's order. */
export async function insertAttributes(tx: Db, productId: number, body: ProductBody) {
  await tx
    .insert(productAttributes)
    .values(body.attributes.map((item, position) => ({ productId, position, ...item })));
}

/** Writes the body's network levels. */
export async function insertLevels(tx: Db, productId: number, body: ProductBody) {
  await tx.insert(productLevels).values(
    body.levels.map((item) => ({
      productId,
      level: item.level,
      paymentPercentage: item.payment_percentage,
    })),
  );
}

/** Writes stored photos' rows from `firstPosition` on. */
export async function insertPhotos(
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

/** The files {@link withStoredFiles} saved, for the rows that point at them. */
export interface StoredFiles {
  photos: StoredPhoto[];
  /** The digital file's storage key, when one was uploaded. */
  digitalKey: string | undefined;
}

/**
 * Stores new photos and a digital file, then runs `write` (the transaction that points rows at
 * them); if anything fails, the files just stored are removed again, so none is left unused.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  photos: PhotoFiles[],
  digitalFile: DigitalFile | undefined,
  write: (files: StoredFiles) => Promise<T>,
): Promise<T> {
  const stored = await savePhotos(storage, photos);
  let digitalKey: string | undefined;
  try {
    if (digitalFile) digitalKey = await saveDigitalFile(storage, digitalFile);
    return await write({ photos: stored, digitalKey });
  } catch (error) {
    await removePhotoFiles(storage, stored);
    if (digitalKey) await storage.remove(digitalKey);
    throw error;
  }
}
