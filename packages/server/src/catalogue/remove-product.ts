import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { productPhotos, products } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';
import { removePhotoFiles } from './photos.js';
import type { ProductRow } from './product-rows.js';

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
