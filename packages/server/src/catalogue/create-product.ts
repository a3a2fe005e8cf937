import type { FieldErrors, ProductBody, ProductStatus } from '@plaza/api';
import type { Db } from '../db/database.js';
import { products } from '../db/schema/index.js';
import { throwIfAny } from '../http/validate.js';
import type { FileStorage } from '../storage/storage.js';
import type { DigitalFile } from './digital-files.js';
import { checkProductParts } from './product-checks.js';
import {
  columnsOf,
  insertAttributes,
  insertLevels,
  insertPhotos,
  withStoredFiles,
} from './product-parts.js';

export interface NewProductOptions {
  /** Sellers' products wait for review; the demo seed may create them in any status. */
  status?: ProductStatus;
  isTctProduct?: boolean;
  digitalFile?: DigitalFile;
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
  const processed = await checkProductParts(db, errors, body, {
    kept: 0,
    photos,
    digitalFile: options.digitalFile,
    checkCategory: true,
  });
  throwIfAny(errors);

  return withStoredFiles(storage, processed, options.digitalFile, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(body),
          sellerId,
          digitalFile: stored.digitalKey ?? null,
          status: options.status ?? 'pending_approval',
          isTctProduct: options.isTctProduct ?? false,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('the product insert answered no row');
      await insertAttributes(tx, row.id, body);
      await insertLevels(tx, row.id, body);
      await insertPhotos(tx, row.id, stored.photos, 0);
      return row.id;
    }),
  );
}
