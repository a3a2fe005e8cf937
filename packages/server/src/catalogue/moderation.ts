import type { ProductStatus } from '@plaza/api';
import { and, eq, isNull } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { products } from '../db/schema/index.js';
import { notify } from '../notifications/notify.js';

/** Sets an administrator's columns on a product that is not archived; answers whether it exists. */
async function moderate(
  tx: Db,
  productId: number,
  changes: Partial<typeof products.$inferInsert>,
): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return updated.length > 0;
}

/**
 * An administrator's decision: `reason` is kept when suspending, to tell the seller why, and cleared
 * on approval. Answers whether the product exists. The seller hears of a decision that changes the
 * product's status, in its transaction, with the product's row locked so two administrators
 * deciding at once take turns and the second changes nothing. A product can be approved again
 * after an edit sent it back for review, so the key carries the moment of this change. What is
 * kept of the catalogue is forgotten once it is committed.
 */
export function setProductStatus(
  services: ChangeServices,
  productId: number,
  status: Exclude<ProductStatus, 'pending_approval'>,
  reason: string | null | undefined,
): Promise<boolean> {
  const moderationReason = status === 'suspended' ? reason?.trim() || null : null;
  return inChange(services, async ({ tx, catalogueChanged }) => {
    const [before] = await tx
      .select({ status: products.status })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)))
      .for('update');
    if (!before) return false;
    catalogueChanged();
    const changedAt = new Date();
    const [product] = await tx
      .update(products)
      .set({ status, moderationReason, updatedAt: changedAt })
      .where(eq(products.id, productId))
      .returning({ sellerId: products.sellerId, name: products.name });
    if (!product || before.status === status) return true;
    const about = { product_id: productId, product_name: product.name };
    const key = `product:${productId}:${status}:${changedAt.getTime()}`;
    await (status === 'approved'
      ? notify(tx, { userId: product.sellerId, kind: 'product_approved', params: about, key })
      : notify(tx, {
          userId: product.sellerId,
          kind: 'product_suspended',
          params: { ...about, reason: moderationReason },
          key,
        }));
    return true;
  });
}

/**
 * Tags or untags a network product (docs/product.md section 4), which the catalogue shows; answers whether
 * the product exists.
 */
export function setProductNetwork(
  services: ChangeServices,
  productId: number,
  isTctProduct: boolean,
): Promise<boolean> {
  return inChange(services, async ({ tx, catalogueChanged }) => {
    const found = await moderate(tx, productId, { isTctProduct });
    if (found) catalogueChanged();
    return found;
  });
}
