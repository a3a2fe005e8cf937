import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { onSale } from '../catalogue/product-rows.js';
import { products, purchaseItems } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/*
 * Stock is reserved when a purchase is made and released, exactly once, when it ends unsold
 * (docs/architecture.md, "Rules that cut across": one conditional UPDATE per product, never a read then a write). Products are always
 * taken in id order, so two purchases of the same products can't deadlock.
 */

export const insufficientStock = (productId: number) =>
  new HttpError(
    409,
    'insufficient_stock',
    'Not enough stock for this product.',
    {},
    {
      product: productId,
    },
  );

/**
 * Takes `quantity` units of each product, inside the purchase's transaction. A product with fewer
 * units (or no longer on sale) refuses with `409 insufficient_stock` naming it, which rolls the whole
 * purchase back: no buyer ever holds a unit another holds, and stock never goes below 0.
 */
export async function reserveStock(
  tx: Db,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity), onSale))
      .returning({ id: products.id });
    if (taken.length === 0) throw insufficientStock(line.productId);
  }
}

/**
 * Puts a purchase's units back on sale. Only the state machine calls it, in the transaction of the
 * one transition that ends the purchase, so it runs once per purchase.
 */
export async function releaseStock(tx: Db, purchaseId: number): Promise<void> {
  const lines = await tx
    .select({ productId: purchaseItems.productId, quantity: purchaseItems.quantity })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(asc(purchaseItems.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
