import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { purchases, transactions } from '../db/schema/index.js';
import type { Job } from '../jobs/job.js';
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
 * Expires `purchase`, locked by the caller's transaction, if its window has closed unpaid; answers
 * whether it is now expired (or already was).
 */
export async function expireIfDue(tx: Db, purchase: PurchaseRow): Promise<boolean> {
  if (purchase.status === 'expired') return true;
  if (purchase.status !== 'pending_payment' || !(await isOverdue(tx, purchase.id))) return false;
  await applyPurchaseEvent(tx, purchase, 'expire');
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
  db: Db,
  hosted?: HostedExpiry,
  { onlyBuyer }: { onlyBuyer?: number } = {},
): Promise<number> {
  const due = await db
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
    const done = await db.transaction(async (tx) => {
      const [purchase] = await tx
        .select()
        .from(purchases)
        .where(eq(purchases.id, id))
        .for('update', { skipLocked: true });
      return purchase ? expireIfDue(tx, purchase) : false;
    });
    if (!done) continue;
    expired++;
    if (hostedSession) await hosted?.close(id);
  }
  return expired;
}

/** What the expiry sweep needs beyond the database. */
export interface ExpirySweepNeeds {
  db: Db;
  /** How this pass asks providers about sessions still open, logging to `log`. */
  hosted(log: FastifyBaseLogger): HostedExpiry;
  /** Told after a pass that expired any: their stock is back on sale. */
  catalogueChanged(): void;
}

/** The sweep as a job (the list in app.ts): expires what is overdue every {@link SWEEP_MS}. */
export function expirySweep({ db, hosted, catalogueChanged }: ExpirySweepNeeds): Job {
  return {
    name: 'expire-unpaid-purchases',
    everyMs: SWEEP_MS,
    async pass(log) {
      const count = await expireDuePurchases(db, hosted(log));
      if (count === 0) return;
      log.info({ count }, 'expired unpaid purchases');
      catalogueChanged();
    },
  };
}
