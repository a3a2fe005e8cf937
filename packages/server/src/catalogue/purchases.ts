import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchaseItems } from '../db/schema/index.js';

/**
 * Whether any purchase names this product, which then must be archived rather than erased so the
 * purchase keeps its product (remove-product.ts).
 */
export async function productHasPurchases(db: Db, productId: number): Promise<boolean> {
  return (await purchasedProducts(db, [productId])).has(productId);
}

/** Which of these products some purchase names: `has_purchases` in product answers. */
export async function purchasedProducts(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: purchaseItems.productId })
    .from(purchaseItems)
    .where(inArray(purchaseItems.productId, productIds));
  return new Set(rows.map((row) => row.id));
}
