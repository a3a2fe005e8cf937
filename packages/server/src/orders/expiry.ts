import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inChange, type Change, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { purchases, transactions } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';
import { countPurchase } from '../metrics/shop-counters.js';
import { applyPurchaseEvent, type PurchaseRow } from './transitions.js';

/*
 * The payment window (docs/api.md, Purchases): a purchase still unpaid at its transaction's `expires_at`
 * becomes `expired` and its stock goes back on sale, exactly once. A sweep does it every
 * {@link SWEEP_MS}, and every read of purchases does it first, so nobody sees an overdue purchase as
 * pending. Several server instances may sweep at once: each purchase is expired under its row lock,
 * by the state machine, and a purchase another instance holds is skipped.
 *
 * A purchase with a hosted session open may have been paid on the provider's page with its webhook
 * lost: the sweep asks first (`mayExpire`, payments/read-back.ts), holding no lock while it asks,
 * and a sweep that can't ask leaves such purchases to one that can.
 */

export const SWEEP_MS = 30_000;
/** Purchases expired per pass; a larger backlog takes the next passes. */
const BATCH = 100;

/** Whether the purchase's payment window has closed unpaid. */
async function isOverdue(tx: Db, purchaseId: number): Promise<boolean> {
  const [due] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.purchaseId, purchaseId),
        eq(transactions.status, 'pending'),
        lte(transactions.expiresAt, sql`now()`),
      ),
    );
  return due !== undefined;
}

/**
 * Expires `purchase`, locked by the change's transaction, if its window has closed unpaid; answers
 * whether it is now expired (or already was). Its stock is back on sale: the change records that the
 * catalogue changed, so whoever expires it, the catalogue's kept answers are forgotten once committed.
 */
export async function expireIfDue(change: Change, purchase: PurchaseRow): Promise<boolean> {
  const { tx } = change;
  if (purchase.status === 'expired') return true;
  if (purchase.status !== 'pending_payment' || !(await isOverdue(tx, purchase.id))) return false;
  await applyPurchaseEvent(tx, purchase, 'expire');
  change.catalogueChanged();
  change.afterCommit(countPurchase('expired', purchase.paymentMethod));
  return true;
}

/**
 * What expiring a purchase with a hosted session open asks of its provider (payments/read-back.ts),
 * never while the purchase's row is locked.
 */
export interface HostedExpiry {
  /** Asks about the session and applies the answer; answers whether the purchase may be expired now. */
  ask(purchaseId: number): Promise<boolean>;
  /** Closes the session of a purchase just expired, so that it can no longer be paid. */
  close(purchaseId: number): Promise<void>;
}

/**
 * Expires every overdue purchase no one else is deciding about right now; answers how many. One
 * with a hosted session open is expired only after `hosted` has asked its provider, and left alone
 * without `hosted`, or when it is not `onlyBuyer`'s (a buyer's own list asks about theirs only).
 */
export async function expireDuePurchases(
  services: ChangeServices,
  hosted?: HostedExpiry,
  { onlyBuyer }: { onlyBuyer?: number } = {},
): Promise<number> {
  const due = await services.db
    .select({
      id: transactions.purchaseId,
      sessionId: transactions.sessionId,
      buyerId: purchases.buyerId,
    })
    .from(transactions)
    .innerJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .where(and(eq(transactions.status, 'pending'), lte(transactions.expiresAt, sql`now()`)))
    .orderBy(transactions.expiresAt)
    .limit(BATCH);
  let expired = 0;
  for (const { id, sessionId, buyerId } of due) {
    const hostedSession = sessionId !== null;
    if (hostedSession) {
      if (!hosted || (onlyBuyer !== undefined && buyerId !== onlyBuyer)) continue;
      if (!(await hosted.ask(id))) continue;
    }
    const done = await inChange(services, async (change) => {
      const [purchase] = await change.tx
        .select()
        .from(purchases)
        .where(eq(purchases.id, id))
        .for('update', { skipLocked: true });
      return purchase ? expireIfDue(change, purchase) : false;
    });
    if (!done) continue;
    expired++;
    if (hostedSession) await hosted?.close(id);
  }
  return expired;
}

/** What the expiry sweep needs beyond what its changes do. */
export interface ExpirySweepNeeds extends ChangeServices {
  /** How this pass asks providers about sessions still open, logging to `log`. */
  hosted(log: FastifyBaseLogger): HostedExpiry;
}

/**
 * The sweep as a job (the list in app.ts): expires what is overdue every {@link SWEEP_MS}; each
 * expiry forgets the catalogue's kept answers itself ({@link expireIfDue}).
 */
export function expirySweep({ hosted, ...services }: ExpirySweepNeeds): Job {
  return {
    name: 'expire-unpaid-purchases',
    everyMs: SWEEP_MS,
    async pass(log) {
      const count = await expireDuePurchases(services, hosted(log));
      if (count > 0) log.info({ count }, 'expired unpaid purchases');
    },
  };
}
