import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ledgerEntries, purchaseItems, purchases, sales } from '../db/schema/index.js';
import { notify } from '../notifications/notify.js';
import { moneyText } from './cents.js';
import { saleCredits, type Credit } from './sale-credits.js';
import { claimRefundsOf, writeRefundEntries } from './sale-refunds.js';
import { splitSale } from './sale-split.js';

export interface PurchaseCredit extends Credit {
  purchaseId: number;
  saleId: number;
  /** The buyer, whose purchase pays it. */
  fromUserId: number;
}

/**
 * The buyer's referrers, level 1 (their own referrer) to `depth`; `null` past the top of the chain.
 * Each step reads one user by id. The depth bound also stops a cycle made by hand in the database.
 */
async function referrersOf(db: Db, buyerId: number, depth: number): Promise<Array<number | null>> {
  if (depth === 0) return [];
  const { rows } = (await db.execute(sql`
    with recursive chain (id, level) as (
      select referred_by_id, 1 from users where id = ${buyerId} and referred_by_id is not null
      union all
      select users.referred_by_id, chain.level + 1
      from chain join users on users.id = chain.id
      where users.referred_by_id is not null and chain.level < ${depth}
    )
    select id, level from chain order by level`)) as unknown as {
    rows: Array<{ id: number; level: number }>;
  };
  const referrers: Array<number | null> = Array.from({ length: depth }, () => null);
  for (const row of rows) referrers[Number(row.level) - 1] = Number(row.id);
  return referrers;
}

/**
 * What each sale of these purchases credits when its purchase is received: the figures each sale
 * stored when it was made, split again by the same rule (sale-split.ts) for its commission lines,
 * and paid up the buyer's referral chain as it is now.
 */
export async function plannedCredits(db: Db, purchaseIds: number[]): Promise<PurchaseCredit[]> {
  if (purchaseIds.length === 0) return [];
  const saleRows = await db
    .select({ sale: sales, buyerId: purchases.buyerId })
    .from(sales)
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(inArray(sales.purchaseId, purchaseIds))
    .orderBy(sales.id);
  const items = await db
    .select()
    .from(purchaseItems)
    .where(inArray(purchaseItems.purchaseId, purchaseIds))
    .orderBy(purchaseItems.id);
  const chains = new Map<number, Array<number | null>>();
  const credits: PurchaseCredit[] = [];
  for (const { sale, buyerId } of saleRows) {
    const own = items.filter((item) => item.saleId === sale.id);
    // The fee percentage the sale stored reproduces its fee whatever the seller's membership now.
    const split = splitSale(own, { hasMembership: false }, sale.feePercent);
    const depth = Math.max(0, ...split.commissionLines.map((line) => line.level));
    let chain = chains.get(buyerId);
    if (!chain || chain.length < depth) {
      chain = await referrersOf(db, buyerId, depth);
      chains.set(buyerId, chain);
    }
    for (const credit of saleCredits(sale, split.commissionLines, chain)) {
      credits.push({
        ...credit,
        purchaseId: sale.purchaseId,
        saleId: sale.id,
        fromUserId: buyerId,
      });
    }
  }
  return credits;
}

/**
 * Credits a purchase that has just become `received`, inside the transaction that made it so, and
 * tells each referrer it pays of their commission. The ledger's unique key per sale, kind, user and
 * level makes a second credit of the same sale write nothing, whoever calls this twice, and so no
 * second notification: each is keyed by the entry it reports. A claim's refund decided before
 * receipt takes its part back in the same transaction (sale-refunds.ts), so the ledger nets to the
 * cent; a referrer is not told of a commission a full refund of its sale takes back there (a
 * partial one comes out of the seller's share alone, refund-entries.ts, so theirs stands whole).
 * `createdAt` dates the entries; now when left out.
 */
export async function creditReceivedPurchase(
  tx: Db,
  purchaseId: number,
  createdAt?: Date,
): Promise<void> {
  const credits = await plannedCredits(tx, [purchaseId]);
  if (credits.length === 0) return;
  const decided = await claimRefundsOf(tx, [purchaseId]);
  const refundedInFull = new Set(
    decided.filter((refund) => refund.full).map((refund) => refund.saleId),
  );
  const written = await tx
    .insert(ledgerEntries)
    .values(
      credits.map((credit) => ({
        userId: credit.userId,
        kind: credit.kind,
        amountCents: credit.amountCents,
        purchaseId: credit.purchaseId,
        saleId: credit.saleId,
        level: credit.level,
        fromUserId: credit.fromUserId,
        ...(createdAt && { createdAt }),
      })),
    )
    .onConflictDoNothing()
    .returning();
  for (const entry of written) {
    if (entry.kind !== 'commission' || entry.userId === null || entry.level === null) continue;
    if (entry.saleId !== null && refundedInFull.has(entry.saleId)) continue;
    await notify(tx, {
      userId: entry.userId,
      kind: 'commission_earned',
      params: { amount: moneyText(entry.amountCents), level: entry.level },
      key: `ledger:${entry.id}:commission`,
    });
  }
  for (const refund of decided) await writeRefundEntries(tx, refund, createdAt);
}

/** Purchases paid and on their way: what they will credit is `pending` until they are received. */
export const ON_THE_WAY = ['approved', 'preparing', 'sent'] as const;
