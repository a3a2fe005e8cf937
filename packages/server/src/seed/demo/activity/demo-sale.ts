import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { purchaseItems, purchases, sales } from '../../../db/schema/index.js';
import type { Author } from '../../../messages/send.js';
import type { DemoUserName } from '../create-sellers.js';

/** Who is who in the demo, and its products by name: what finding a demo sale needs. */
export interface DemoNames {
  db: Db;
  ids: ReadonlyMap<DemoUserName, number>;
  productIds: ReadonlyMap<string, number>;
}

/** A demo sale, with its buyer and its seller as they sign in (the conversation's `Author`). */
export interface DemoSale {
  saleId: number;
  buyer: Author;
  seller: Author;
}

/**
 * The sale of the demo purchase of `product` (purchases.ts buys each product at most once), with
 * its buyer and its seller, for what happens after it: its conversation, its claim.
 */
export async function demoSaleOf(
  { db, ids, productIds }: DemoNames,
  product: string,
): Promise<DemoSale> {
  const productId = productIds.get(product);
  if (productId === undefined) throw new Error(`demo sale: ${product} is not on sale`);
  const [sale] = await db
    .select({ saleId: sales.id, buyerId: purchases.buyerId, sellerId: sales.sellerId })
    .from(purchaseItems)
    .innerJoin(sales, eq(sales.id, purchaseItems.saleId))
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(eq(purchaseItems.productId, productId));
  if (!sale) throw new Error(`demo sale: nobody bought ${product}`);
  const authorOf = (userId: number): Author => {
    const username = [...ids].find(([, id]) => id === userId)?.[0];
    if (!username) throw new Error(`demo sale: user ${userId} is not a demo account`);
    return { id: userId, username, isAdmin: false };
  };
  return { saleId: sale.saleId, buyer: authorOf(sale.buyerId), seller: authorOf(sale.sellerId) };
}
