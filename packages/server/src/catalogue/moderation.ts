import type { ProductStatus } from '@plaza/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products } from '../db/schema/index.js';

/** Sets an administrator's columns on a product that is not archived; answers whether it exists. */
async function moderate(
  db: Db,
  productId: number,
  changes: Partial<typeof products.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return updated.length > 0;
}

/**
 * An administrator's decision: `reason` is kept when suspending, to tell the seller why, and cleared
 * on approval. Answers whether the product exists.
 */
export function setProductStatus(
  db: Db,
  productId: number,
  status: Exclude<ProductStatus, 'pending_approval'>,
  reason: string | null | undefined,
): Promise<boolean> {
  const moderationReason = status === 'suspended' ? reason?.trim() || null : null;
  return moderate(db, productId, { status, moderationReason });
}

/** Tags or untags a network product (SPEC.md section 4); answers whether the product exists. */
export function setProductNetwork(
  db: Db,
  productId: number,
  isTctProduct: boolean,
): Promise<boolean> {
  return moderate(db, productId, { isTctProduct });
}
