import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchaseItems, purchases } from '../db/schema/index.js';

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

/**
 * The units of these products that purchases waiting for payment hold, by product (none for a
 * product nobody holds): `reserved_quantity` in product answers. Until the sweep expires a purchase
 * whose window has closed, its units are still taken from the stock, so they count here.
 */
export async function heldUnits(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: purchaseItems.productId, units: sum(purchaseItems.quantity).mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      and(inArray(purchaseItems.productId, productIds), eq(purchases.status, 'pending_payment')),
    )
    .groupBy(purchaseItems.productId);
  return new Map(rows.map((row) => [row.id, row.units]));
}
