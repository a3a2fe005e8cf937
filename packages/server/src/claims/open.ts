import type { ClaimReason } from '@plaza/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import { claims, paymentRefunds, purchases, sales } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { Reader } from '../messages/conversation.js';
import { lockPurchase } from '../orders/transitions.js';
import { claimRow, type ClaimRow } from './claim-rows.js';
import { notifyClaimOpened } from './claim-notifications.js';
import { deadlineOf, type ClaimClock } from './deadlines.js';
import { nothingToRefund } from './steps.js';

/*
 * A buyer opens a claim about a sale (docs/api.md, Claims) instead of confirming receipt: while
 * the sale is `sent`, or within CLAIM_WINDOW_DAYS of its receipt; one open claim per sale, and none
 * once earlier claims refunded all of it (every way a claim ends would give nothing back).
 */

/** What a claim says: its reason, its words, and its photos' storage keys (already saved). */
export interface NewClaim {
  reason: ClaimReason;
  text: string;
  photos: string[];
}

/** The claims' configuration: the window after receipt and the seller's time to answer. */
export type OpenClaimConfig = ClaimClock & { claimWindowDays: number };

const notAvailable = () =>
  new HttpError(
    409,
    'claim_not_available',
    'A claim opens while the sale is sent, or for a few days after it is received.',
  );

const alreadyOpen = () =>
  new HttpError(409, 'claim_already_open', 'This sale has an open claim already.');

/**
 * Checks that `reader` is sale `saleId`'s buyer (`404` for a stranger's sale, `403` for its seller
 * or an administrator) and that a claim may open on it now. Answers its purchase's id.
 */
export async function checkClaimable(
  services: { db: ChangeServices['db'] },
  saleId: number,
  reader: Reader,
  { claimWindowDays }: { claimWindowDays: number },
): Promise<number> {
  // A `received` sale changes no more, so its last change is its receipt (as the conversation's).
  const windowOpen = sql<boolean>`${sales.status} = 'sent' or (${sales.status} = 'received' and ${sales.updatedAt} > now() - make_interval(secs => ${claimWindowDays * 86_400}::double precision))`;
  const [sale] = await services.db
    .select({
      purchaseId: sales.purchaseId,
      buyerId: purchases.buyerId,
      sellerId: sales.sellerId,
      windowOpen,
      claimOpen: sql<boolean>`exists (select 1 from ${claims} where ${and(eq(claims.saleId, sales.id), ne(claims.status, 'resolved'))})`,
      // Every refund of a sale is a claim's (payment_refunds names the sale of those alone).
      refundedAll: sql<boolean>`(select coalesce(sum(${paymentRefunds.amount}), 0) from ${paymentRefunds} where ${paymentRefunds.saleId} = ${sales.id}) >= ${sales.subtotal} + ${sales.shipping}`,
    })
    .from(sales)
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(eq(sales.id, saleId));
  if (!sale) throw notFound();
  if (sale.buyerId !== reader.id) {
    if (sale.sellerId === reader.id || reader.isAdmin) {
      throw new HttpError(403, 'permission_denied', 'Only the sale’s buyer opens a claim.');
    }
    throw notFound();
  }
  if (!sale.windowOpen) throw notAvailable();
  if (sale.claimOpen) throw alreadyOpen();
  if (sale.refundedAll) throw nothingToRefund();
  return sale.purchaseId;
}

/**
 * Opens a claim about sale `saleId` for its buyer and tells its seller, in one change under the
 * purchase's lock, checked again there: a sale received or claimed meanwhile is refused.
 */
export function openClaim(
  services: ChangeServices,
  config: OpenClaimConfig,
  saleId: number,
  buyer: Reader,
  { reason, text, photos }: NewClaim,
): Promise<ClaimRow> {
  return inChange(services, async (change) => {
    const { tx } = change;
    const purchaseId = await checkClaimable({ db: tx }, saleId, buyer, config);
    await lockPurchase(tx, purchaseId);
    await checkClaimable({ db: tx }, saleId, buyer, config);
    const now = new Date();
    const [claim] = await tx
      .insert(claims)
      .values({
        saleId,
        reason,
        text,
        photos,
        deadline: deadlineOf('open', now, config),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: claims.id });
    if (!claim) throw new Error('the claim was not inserted');
    const row = await claimRow(tx, claim.id);
    if (!row) throw notFound();
    await notifyClaimOpened(change, row);
    return row;
  });
}
