import { likePattern } from '../db/like-pattern.js';
import type { PurchaseListQuery, RefundStatus } from '@plaza/api';
import { and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { paymentRefunds, purchaseItems, purchases, sales, users } from '../db/schema/index.js';
import { wholePurchase } from '../payments/refunds.js';

/*
 * The lists of purchases and sales: filtered by status and by their refund's status, searched by
 * purchase number, product name or the other party's username, newest first, one page at a time
 * with the whole count.
 */

export type PurchaseScope = { kind: 'buyer'; buyerId: number } | { kind: 'all' };

/** A purchase number as people write it: `42`, `#42` or the transfer reference `PLAZA-000042`. */
function purchaseNumber(search: string): number | undefined {
  const match = /^(?:#|plaza-)?0*(\d{1,9})$/i.exec(search.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Matches `search` against a purchase: its number, its items' names, its buyer's username. */
function purchaseSearch(search: string, purchaseId: AnyPgColumn): SQL | undefined {
  const pattern = likePattern(search.trim());
  const number = purchaseNumber(search);
  return or(
    number !== undefined ? sql`${purchaseId} = ${number}` : undefined,
    exists(
      sql`(select 1 from ${purchaseItems} where ${purchaseItems.purchaseId} = ${purchaseId} and ${purchaseItems.productName} ilike ${pattern})`,
    ),
    exists(
      sql`(select 1 from ${purchases} p join ${users} u on u.id = p.buyer_id where p.id = ${purchaseId} and u.username ilike ${pattern})`,
    ),
  );
}

/**
 * Keeps the purchases whose own refund (not a claim's) is in `status`. An EXISTS rather than a join:
 * a purchase has one such refund at most, but the count query then needs no join of its own to
 * stay right.
 */
function refundIn(status: RefundStatus, purchaseId: AnyPgColumn): SQL {
  return exists(
    sql`(select 1 from ${paymentRefunds} where ${paymentRefunds.purchaseId} = ${purchaseId} and ${paymentRefunds.status} = ${status} and ${wholePurchase})`,
  );
}

interface Page {
  page: number;
  page_size: number;
}

export async function listPurchases(db: Db, scope: PurchaseScope, query: PurchaseListQuery & Page) {
  const where = and(
    scope.kind === 'buyer' ? eq(purchases.buyerId, scope.buyerId) : undefined,
    query.status ? eq(purchases.status, query.status) : undefined,
    query.search?.trim() ? purchaseSearch(query.search, purchases.id) : undefined,
    query.refund ? refundIn(query.refund, purchases.id) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(purchases).where(where),
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { count: total[0]?.value ?? 0, rows };
}

export async function listSales(db: Db, sellerId: number, query: PurchaseListQuery & Page) {
  const where = and(
    eq(sales.sellerId, sellerId),
    query.status ? eq(sales.status, query.status) : undefined,
    query.search?.trim() ? purchaseSearch(query.search, sales.purchaseId) : undefined,
    // Sales take the purchases' query (SaleListQuery): a sale is filtered by its purchase's refund.
    query.refund ? refundIn(query.refund, sales.purchaseId) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(sales).where(where),
    db
      .select()
      .from(sales)
      .where(where)
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { count: total[0]?.value ?? 0, rows };
}
