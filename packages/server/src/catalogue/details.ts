import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { productAttributes, productLevels } from '../db/schema/index.js';

/** A product's attributes in the seller's order, as the API names their fields. */
export function attributesOf(db: Db, productId: number) {
  return db
    .select({ name: productAttributes.name, value: productAttributes.value })
    .from(productAttributes)
    .where(eq(productAttributes.productId, productId))
    .orderBy(asc(productAttributes.position));
}

/** A product's levels from 1 up, as the API names their fields. */
export function levelsOf(db: Db, productId: number) {
  return db
    .select({ level: productLevels.level, payment_percentage: productLevels.paymentPercentage })
    .from(productLevels)
    .where(eq(productLevels.productId, productId))
    .orderBy(asc(productLevels.level));
}
