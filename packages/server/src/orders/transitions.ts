import type { PurchaseStatus } from '@plaza/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { purchaseItems, purchases, sales, transactions } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { notifyPurchaseEvent, notifySaleSent } from '../notifications/purchase-events.js';
import { openRefund } from '../payments/refunds.js';
import {
  canApply,
  PURCHASE_TRANSITIONS,
  purchaseStatusOf,
  refundReasonOf,
  SALE_TRANSITIONS,
  saleStatusAfter,
  type PurchaseEvent,
  type SaleEvent,
} from './state-machine.js';
import { releaseStock } from './stock.js';

/*
 * Applies the state machine (state-machine.ts) to the database. Each change runs inside the caller's
 * transaction with the purchase's row locked, so two requests (or two server instances) deciding
 * about one purchase take turns, and the second sees what the first did.
 */

export type PurchaseRow = typeof purchases.$inferSelect;

export const invalidTransition = (status: PurchaseStatus) =>
  new HttpError(409, 'invalid_status', `This can't be done while it is ${status}.`);

/** The purchase, locked until the transaction ends; `undefined` if there is none. */
export async function lockPurchase(tx: Db, purchaseId: number): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return row;
}

/** Each sale of a purchase with its status and whether all its items are digital. */
async function salesOf(tx: Db, purchaseId: number) {
  return tx
    .select({
      id: sales.id,
      status: sales.status,
      allDigital: sql<boolean>`bool_and(${purchaseItems.isDigital})`,
    })
    .from(sales)
    .innerJoin(purchaseItems, eq(purchaseItems.saleId, sales.id))
    .where(eq(sales.purchaseId, purchaseId))
    .groupBy(sales.id);
}

/** Keeps the purchase's status the least advanced of its sales'. */
async function refreshPurchaseStatus(
  tx: Db,
  purchaseId: number,
  extra: Partial<Pick<PurchaseRow, 'note'>> = {},
): Promise<PurchaseStatus> {
  const rows = await tx
    .select({ status: sales.status })
    .from(sales)
    .where(eq(sales.purchaseId, purchaseId));
  const status = purchaseStatusOf(rows.map((row) => row.status));
  await tx
    .update(purchases)
    .set({ status, ...extra, updatedAt: new Date() })
    .where(eq(purchases.id, purchaseId));
  return status;
}

/**
 * A sale moving to `sent` (shipped, or paid with nothing to ship) records when: the automatic
 * receipt counts from it (orders/auto-receive.ts).
 */
const sentAtOf = (status: PurchaseStatus, now: Date) => (status === 'sent' ? { sentAt: now } : {});

export interface PurchaseEventOptions {
  /** The administrator's note on a review. */
  note?: string | null;
  /** The provider's charge reference, or the reference the buyer quoted on a transfer. */
  reference?: string;
}

/** The purchase's payment status, read before an event that may give money back changes it. */
async function paymentStatusOf(tx: Db, purchaseId: number) {
  const [payment] = await tx
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.purchaseId, purchaseId));
  return payment?.status;
}

/**
 * Applies a purchase event to a purchase locked by {@link lockPurchase} in `tx`: every sale moves,
 * the payment follows, and an ending releases the stock. A cancelled or refused purchase whose money
 * was taken opens its refund here, in the same transaction; the caller asks the provider for it
 * once committed (`runRefund`). `409` when the event is not allowed now.
 */
export async function applyPurchaseEvent(
  tx: Db,
  purchase: PurchaseRow,
  event: PurchaseEvent,
  options: PurchaseEventOptions = {},
): Promise<PurchaseStatus> {
  const transition = PURCHASE_TRANSITIONS[event];
  const saleRows = await salesOf(tx, purchase.id);
  if (
    !canApply(
      event,
      saleRows.map((sale) => sale.status),
    )
  ) {
    throw invalidTransition(purchase.status);
  }
  const paymentBefore = transition.refund ? await paymentStatusOf(tx, purchase.id) : undefined;
  const now = new Date();
  for (const sale of saleRows) {
    const status = saleStatusAfter(event, sale);
    await tx
      .update(sales)
      .set({ status, updatedAt: now, ...sentAtOf(status, now) })
      .where(eq(sales.id, sale.id));
  }
  if (transition.transaction) {
    const { from, to } = transition.transaction;
    await tx
      .update(transactions)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'paid' && { paidAt: now }),
        ...(options.reference !== undefined && { reference: options.reference }),
      })
      .where(and(eq(transactions.purchaseId, purchase.id), inArray(transactions.status, from)));
  }
  const refundReason = paymentBefore && refundReasonOf(event, paymentBefore);
  if (refundReason) await openRefund(tx, purchase, { reason: refundReason });
  if (transition.releasesStock) await releaseStock(tx, purchase.id);
  const status = await refreshPurchaseStatus(
    tx,
    purchase.id,
    options.note !== undefined ? { note: options.note } : {},
  );
  await notifyPurchaseEvent(tx, purchase, event);
  return status;
}

/**
 * A seller's event on their own sale (`404` for anyone else's): `prepare`, then `ship` with an
 * optional tracking code. The purchase's row is locked first, as for purchase events, so a buyer's
 * cancellation and a seller's shipment can't cross.
 */
export async function applySaleEvent(
  tx: Db,
  sellerId: number,
  saleId: number,
  event: SaleEvent,
  trackingCode: string | null | undefined,
): Promise<void> {
  const [owned] = await tx
    .select({ purchaseId: sales.purchaseId })
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.sellerId, sellerId)));
  if (!owned) throw notFound();
  const purchase = await lockPurchase(tx, owned.purchaseId);
  if (!purchase) throw notFound();
  const { from, to } = SALE_TRANSITIONS[event];
  const now = new Date();
  const moved = await tx
    .update(sales)
    .set({
      status: to,
      updatedAt: now,
      ...sentAtOf(to, now),
      ...(trackingCode !== undefined && { trackingCode: trackingCode?.trim() || null }),
    })
    .where(and(eq(sales.id, saleId), eq(sales.status, from)))
    .returning();
  const [sale] = moved;
  if (!sale) {
    const [current] = await tx
      .select({ status: sales.status })
      .from(sales)
      .where(eq(sales.id, saleId));
    throw invalidTransition(current?.status ?? from);
  }
  await refreshPurchaseStatus(tx, owned.purchaseId);
  if (event === 'ship') await notifySaleSent(tx, sale, purchase.buyerId);
}
