import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { productPhotos, purchaseItems, purchases, sales, users } from '../db/schema/index.js';

/*
 * The items of purchases or sales as their answers (answers.ts) and mails (mail/purchase-mail.ts)
 * read them: each with its sale, its seller and its product's first photo.
 */

const seller = alias(users, 'seller');

/**
 * A query of purchase items (`from(purchaseItems)`, made dynamic) joined to each item's purchase
 * (its buyer) and its sale (its seller and where it stands), which its fields and conditions may
 * then name: where every reading of an item for its buyer or its seller starts.
 */
export function withSales<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(sales, eq(sales.id, purchaseItems.saleId));
}

/** The items of these purchases (or of these sales), in order, with their sale and first photo. */
export function itemRows(db: Db, where: { purchaseIds: number[] } | { saleIds: number[] }) {
  return withSales(
    db
      .select({
        item: purchaseItems,
        saleStatus: sales.status,
        trackingCode: sales.trackingCode,
        sellerId: sales.sellerId,
        sellerName: seller.username,
        thumbnailKey: productPhotos.thumbnailKey,
      })
      .from(purchaseItems)
      .$dynamic(),
  )
    .innerJoin(seller, eq(seller.id, sales.sellerId))
    .leftJoin(
      productPhotos,
      and(eq(productPhotos.productId, purchaseItems.productId), eq(productPhotos.position, 0)),
    )
    .where(
      'purchaseIds' in where
        ? inArray(purchaseItems.purchaseId, where.purchaseIds)
        : inArray(purchaseItems.saleId, where.saleIds),
    )
    .orderBy(asc(purchaseItems.id));
}

export type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

/** `rows` by `key`, each group in the rows' order. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
