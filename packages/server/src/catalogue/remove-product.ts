import { eq } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { productPhotos, products } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';
import { removePhotoFiles } from './photos.js';
import type { ProductRow } from './product-rows.js';

/**
 * DELETE: a product with purchases is archived, so they keep pointing at it; any other is erased with
 * its files. `hasPurchases` is where the purchases issue plugs in (purchases.ts). Either way the
 * product leaves the catalogue, whose kept answers are forgotten once the change is committed.
 */
export async function removeProduct(
  services: ChangeServices,
  storage: FileStorage,
  product: ProductRow,
  hasPurchases: (db: Db, productId: number) => Promise<boolean>,
): Promise<'archived' | 'deleted'> {
  const photos = await inChange(services, async ({ tx, catalogueChanged }) => {
    catalogueChanged();
    if (await hasPurchases(tx, product.id)) {
      await tx
        .update(products)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, product.id));
      return 'archived';
    }
    const removed = await tx
      .delete(productPhotos)
      .where(eq(productPhotos.productId, product.id))
      .returning({ thumbnailKey: productPhotos.thumbnailKey, largeKey: productPhotos.largeKey });
    await tx.delete(products).where(eq(products.id, product.id));
    return removed;
  });
  if (photos === 'archived') return 'archived';
  await removePhotoFiles(storage, photos);
  if (product.digitalFile) await storage.remove(product.digitalFile);
  return 'deleted';
}
