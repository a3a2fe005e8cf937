import { REFUNDS_AWAITING_ADMIN } from '@plaza/api';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentRefunds, purchases, transactions } from '../db/schema/index.js';
import { theRow } from '../db/the-row.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { ShopCounters } from '../metrics/shop-counters.js';
import { askRefund, type RefundServices } from './refund-runner.js';

/*
 * Refunds (docs/api.md, "Refunds"; issue 35, flow 7). Money a purchase took goes back in two steps:
 * 1. `openRefund`, in the transaction that cancels or refuses the purchase (or finds a payment after
 *    its window closed), with the purchase's row locked: one whole `payment_refunds` row a purchase
 *    (besides its claims' own, payments/claim-refunds.ts), for the whole charge. A bank transfer's
 *    is `manual`: an administrator pays it back by hand and marks it done (`markRefundPaid`); every
 *    other is `pending`.
 * 2. `runRefund`, after that transaction commits, with no row locked: the provider is asked with one
 *    idempotency key a purchase, so however many times it is asked, it refunds once.
 * Which events open a refund, and from which payment statuses, is the state machine's table
 * (orders/state-machine.ts, `refund`): a paid purchase (any provider) cancelled or refused; a
 * transfer its buyer says they made, cancelled; never a transfer an administrator refused (they
 * found no money) nor an unpaid purchase.
 */

export type RefundReason = 'cancelled' | 'refused' | 'late_payment';

/** The purchase's whole refund, not a claim's (payments/claim-refunds.ts). */
export const wholePurchase = isNull(paymentRefunds.claimId);

/**
 * What goes back: the whole charge. `amount` in US cents (the purchase's total); `minor` in the
 * currency it was charged in (a hosted session fixes `chargedMinor`; a charge in dollars without a
 * session took `amount` cents).
 */
export function refundTerms(payment: {
  amount: number;
  currency: string;
  chargedMinor: number | null;
}): { amount: number; currency: string; minor: number | null } {
  const minor = payment.chargedMinor ?? (payment.currency === 'USD' ? payment.amount : null);
  return { amount: payment.amount, currency: payment.currency, minor };
}

/**
 * Opens the refund of `purchase`, locked by the caller's transaction `tx`, for what its transaction
 * took; answers false when the purchase has one already (a cancel racing a late payment). The
 * provider's payment id is the transaction's `reference`, unless `paymentId` names it (a payment that
 * came after the purchase expired, which the transaction never kept).
 */
export async function openRefund(
  tx: Db,
  purchase: { id: number },
  { reason, paymentId }: { reason: RefundReason; paymentId?: string },
): Promise<boolean> {
  const payment = await theRow(
    tx.select().from(transactions).where(eq(transactions.purchaseId, purchase.id)),
    `the transaction of purchase ${purchase.id}`,
  );
  const manual = payment.provider === 'bank_transfer';
  const opened = await tx
    .insert(paymentRefunds)
    .values({
      purchaseId: purchase.id,
      provider: payment.provider,
      paymentId: manual ? null : (paymentId ?? payment.reference),
      ...refundTerms(payment),
      reason,
      status: manual ? 'manual' : 'pending',
    })
    .onConflictDoNothing({ target: paymentRefunds.purchaseId, where: wholePurchase })
    .returning({ id: paymentRefunds.id });
  return opened.length > 0;
}

/**
 * Asks the provider for the purchase's whole refund, once its opening has committed (the steps
 * and their guards are refund-runner.ts's); nothing when there is none to ask.
 */
export async function runRefund(services: RefundServices, purchaseId: number): Promise<void> {
  const [refund] = await services.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.purchaseId, purchaseId), wholePurchase));
  if (refund) await askRefund(services, refund.id);
}

/**
 * Marks the refund `which` picks `succeeded` if it waits for an administrator
 * (REFUNDS_AWAITING_ADMIN); answers whether it did.
 */
export async function markPaidByHand(db: Db, which: SQL | undefined): Promise<boolean> {
  const now = new Date();
  const done = await db
    .update(paymentRefunds)
    .set({ status: 'succeeded', doneAt: now, updatedAt: now })
    .where(and(which, inArray(paymentRefunds.status, [...REFUNDS_AWAITING_ADMIN])))
    .returning({ id: paymentRefunds.id });
  return done.length > 0;
}

/**
 * An administrator paid a refund back by hand: a bank transfer's (`manual`), or one its provider
 * refused for good (`failed`). It is `succeeded`. `404` without the purchase, `409` when no refund of
 * it waits for an administrator (none, one its provider is making, or marked paid already).
 */
export async function markRefundPaid(
  { db, counters }: { db: Db; counters: ShopCounters },
  purchaseId: number,
): Promise<void> {
  const [purchase] = await db
    .select({ paymentMethod: purchases.paymentMethod })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase) throw notFound();
  if (await markPaidByHand(db, and(eq(paymentRefunds.purchaseId, purchaseId), wholePurchase))) {
    counters.purchases.inc({ event: 'refunded', method: purchase.paymentMethod });
    return;
  }
  throw new HttpError(
    409,
    'invalid_status',
    'No refund of this purchase is waiting for an administrator to pay it back by hand.',
  );
}
