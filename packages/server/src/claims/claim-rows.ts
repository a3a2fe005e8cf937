import type { RefundStatus } from '@plaza/api';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { claims, paymentRefunds, purchases, sales, users } from '../db/schema/index.js';

/*
 * Claims as they are read: each with its sale's parties and what the sale took, which the rows of
 * `claims` do not copy (db/schema/claims.ts).
 */

const buyers = alias(users, 'claim_buyers');
const sellers = alias(users, 'claim_sellers');
/** The claim's own refund, beside the sale's others that `refundedBefore` sums. */
const claimRefunds = alias(paymentRefunds, 'claim_refunds');

/** The columns of a claim as read, with its parties. */
const claimColumns = {
  claim: claims,
  purchaseId: sales.purchaseId,
  buyerId: purchases.buyerId,
  sellerId: sales.sellerId,
  buyerName: buyers.username,
  sellerName: sellers.username,
  /** US cents: what the sale took, the most any refund of it gives back. */
  saleTotal: sql<number>`(${sales.subtotal} + ${sales.shipping})::bigint`.mapWith(Number),
  /** US cents the sale's other claims have refunded: a full refund gives back the rest. */
  refundedBefore:
    sql<number>`(select coalesce(sum(${paymentRefunds.amount}), 0) from ${paymentRefunds} where ${paymentRefunds.saleId} = ${sales.id} and ${paymentRefunds.claimId} <> ${claims.id})::bigint`.mapWith(
      Number,
    ),
  /** The claim's refund, null until it resolves with one. */
  refund: {
    amount: claimRefunds.amount,
    status: claimRefunds.status,
    createdAt: claimRefunds.createdAt,
  },
};

export type ClaimRow = {
  claim: typeof claims.$inferSelect;
  purchaseId: number;
  buyerId: number;
  sellerId: number;
  buyerName: string;
  sellerName: string;
  saleTotal: number;
  refundedBefore: number;
  refund: Pick<typeof paymentRefunds.$inferSelect, 'amount' | 'status' | 'createdAt'> | null;
};

const claimsWithParties = (db: Db) =>
  db
    .select(claimColumns)
    .from(claims)
    .innerJoin(sales, eq(sales.id, claims.saleId))
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .innerJoin(buyers, eq(buyers.id, purchases.buyerId))
    .innerJoin(sellers, eq(sellers.id, sales.sellerId))
    .leftJoin(claimRefunds, eq(claimRefunds.claimId, claims.id));

/** Claim `claimId` with its parties, or `undefined`. */
export async function claimRow(db: Db, claimId: number): Promise<ClaimRow | undefined> {
  const [row] = await claimsWithParties(db).where(eq(claims.id, claimId));
  return row;
}

/** The claims where `userId` is the buyer, the seller, or either. */
export function partyTo(userId: number, role: 'buyer' | 'seller' | undefined): SQL | undefined {
  if (role === 'buyer') return eq(purchases.buyerId, userId);
  if (role === 'seller') return eq(sales.sellerId, userId);
  return or(eq(purchases.buyerId, userId), eq(sales.sellerId, userId));
}

/** The claims whose refund is in `status`. */
export const refundIn = (status: RefundStatus) =>
  sql`exists (select 1 from ${paymentRefunds} where ${and(eq(paymentRefunds.claimId, claims.id), eq(paymentRefunds.status, status))})`;

/** A page of claims that match `where`, in `order`, and how many match in all. */
export async function claimPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  { page, page_size }: { page: number; page_size: number },
): Promise<{ count: number; rows: ClaimRow[] }> {
  const [total, rows] = await Promise.all([
    db
      .select({ count: count() })
      .from(claims)
      .innerJoin(sales, eq(sales.id, claims.saleId))
      .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
      .where(where),
    claimsWithParties(db)
      .where(where)
      .orderBy(...order)
      .limit(page_size)
      .offset((page - 1) * page_size),
  ]);
  return { count: total[0]?.count ?? 0, rows };
}

/** Newest first. */
export const NEWEST_FIRST = [desc(claims.id)];
/** The administrators' queue: escalated claims first, then newest first. */
export const ESCALATED_FIRST = [desc(sql`${claims.status} = 'escalated'`), desc(claims.id)];

/**
 * Each sale's claim as `Sale.claim` and a purchase item's `claim` name it: its open one, or else its
 * latest (a sale has at most one open).
 */
export async function claimsOfSales(
  db: Db,
  saleIds: number[],
): Promise<Map<number, { id: number; status: (typeof claims.$inferSelect)['status'] }>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([claims.saleId], {
      saleId: claims.saleId,
      id: claims.id,
      status: claims.status,
    })
    .from(claims)
    .where(inArray(claims.saleId, [...new Set(saleIds)]))
    .orderBy(claims.saleId, desc(sql`${claims.status} <> 'resolved'`), desc(claims.id));
  return new Map(rows.map(({ saleId, ...ref }) => [saleId, ref]));
}

/** Whether `column` (a sale id) has a claim still open. */
export const openClaimOn = (saleId: SQL | typeof sales.id) =>
  sql`exists (select 1 from ${claims} where ${and(eq(claims.saleId, saleId), sql`${claims.status} <> 'resolved'`)})`;
