import type { Db } from '../db/database.js';

/**
 * Whether any purchase names this product, which then must be archived rather than erased so the
 * purchase keeps its product. Purchases arrive with their own issue and table; until then no product
 * has any, and this is the one place that issue changes for DELETE to archive.
 */
export async function productHasPurchases(_db: Db, _productId: number): Promise<boolean> {
  return false;
}
