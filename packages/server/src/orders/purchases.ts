import type { PurchaseReviewBody, VerifyPaymentBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/authenticate.js';
import type { Db } from '../db/database.js';
import { purchases } from '../db/schema/index.js';
import { HttpError, notFound, ValidationError } from '../http/http-error.js';
import { closeEndedSession, mayExpire } from '../payments/read-back.js';
import type { PaymentMailNeeds, PaymentNeeds } from '../payments/needs.js';
import { expireIfDue } from './expiry.js';
import {
  applyPurchaseEvent,
  invalidTransition,
  lockPurchase,
  type PurchaseRow,
} from './transitions.js';

/*
 * What buyers and administrators do to a purchase after checkout. Each decision runs in one
 * transaction with the purchase's row locked, and expires an overdue purchase first, so the payment
 * window is kept to the second whatever the sweep is doing.
 */

/** docs/api.md's own words. */
export const transactionExpired = () =>
  new HttpError(400, 'transaction_expired', 'Transaction expired!');
export const transactionError = () =>
  new HttpError(400, 'transaction_error', 'Error to create transaction');
const tokenInvalid = () =>
  new HttpError(
    400,
    'payment_token_invalid',
    'This payment token is unknown, used or expired: enter the card again.',
  );

/**
 * `404` unless the purchase exists and is `buyerId`'s (any buyer's when undefined): checked before
 * its provider is asked anything on someone's behalf.
 */
export async function checkBuyer(
  db: Db,
  buyerId: number | undefined,
  purchaseId: number,
): Promise<void> {
  const [owner] = await db
    .select({ buyerId: purchases.buyerId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!owner || (buyerId !== undefined && owner.buyerId !== buyerId)) throw notFound();
}

/**
 * Before a buyer cancels a purchase paid on a provider's page, the provider is asked (no lock
 * held): a payment whose webhook is still on the way is applied first, so the cancel refunds it
 * instead of leaving money nobody asks about again.
 */
export async function askBeforeCancel(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  buyerId: number,
  purchaseId: number,
): Promise<void> {
  await checkBuyer(services.db, buyerId, purchaseId);
  await mayExpire(services, log, purchaseId, { evenBeforeDue: true });
}

/**
 * The purchase if `viewer` is its buyer or an administrator, after expiring it if overdue (asking
 * its hosted provider first, payments/read-back.ts); and whether this read expired it (its stock
 * went back on sale).
 */
export async function readablePurchase(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  viewer: UserRow,
  purchaseId: number,
): Promise<{ purchase: PurchaseRow; expiredNow: boolean }> {
  const { db } = services;
  await checkBuyer(db, viewer.isAdmin ? undefined : viewer.id, purchaseId);
  const expirable = await mayExpire(services, log, purchaseId);
  const read = await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound();
    if (purchase.status === 'pending_payment' && expirable && (await expireIfDue(tx, purchase))) {
      return { purchase: { ...purchase, status: 'expired' as const }, expiredNow: true };
    }
    return { purchase, expiredNow: false };
  });
  if (read.expiredNow) await closeEndedSession(services, log, purchaseId);
  return read;
}

/** `hosted`: paid on a provider's page, for {@link verifyHostedReturn} to ask about. */
export type PaymentOutcome = 'paid' | 'submitted' | 'hosted';

/**
 * POST verify-payment. Card: the configured provider charges the token inside the transaction that
 * holds the purchase's lock, so two payments of one purchase can't both go through; a declined card
 * leaves it `pending_payment` for another try. Bank transfer: the buyer's reference is kept and the
 * purchase waits for an administrator. Past the window: `400 transaction_expired`, and it is expired.
 * A hosted method's purchase is only checked to be the buyer's: `hosted`, whatever its status.
 */
export async function verifyPayment(
  { db, payments }: PaymentNeeds,
  buyerId: number,
  purchaseId: number,
  { verification_data: data }: VerifyPaymentBody,
): Promise<PaymentOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    // Its provider is asked before it may expire (verifyHostedReturn), with no lock held.
    if (payments.forMethod(purchase.paymentMethod)?.kind === 'hosted') return 'hosted' as const;
    if (await expireIfDue(tx, purchase)) return 'expired' as const;
    if (purchase.status !== 'pending_payment') throw invalidTransition(purchase.status);
    if (purchase.paymentMethod === 'bank_transfer') {
      if (!data.reference) throw requiredField('reference');
      await applyPurchaseEvent(tx, purchase, 'submit_transfer', {
        reference: data.reference.trim(),
      });
      return 'submitted' as const;
    }
    if (!data.token) throw requiredField('token');
    const cardProvider = payments.forMethod(purchase.paymentMethod);
    if (cardProvider?.kind !== 'card_token') return 'declined' as const;
    const charge = await cardProvider.charge({
      tx,
      token: data.token,
      amount: purchase.total,
      purchaseId,
    });
    if (charge.outcome !== 'paid') return charge.outcome;
    await applyPurchaseEvent(tx, purchase, 'pay', { reference: charge.reference });
    return 'paid' as const;
  });
  // Thrown after the transaction, so that what it did (the expiry, a spent token) stays done.
  if (outcome === 'expired') throw transactionExpired();
  if (outcome === 'declined') throw transactionError();
  if (outcome === 'invalid_token') throw tokenInvalid();
  return outcome;
}

/**
 * verify-payment of a hosted method, on the buyer's return from the provider's page: the provider
 * is asked now and its answer applied (paid, or still `pending_payment`), then the purchase is
 * expired if its window has closed unpaid (`400 transaction_expired`). A provider that can't answer
 * leaves the purchase as it was: the webhook, or the sweep, says later.
 */
export async function verifyHostedReturn(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  purchaseId: number,
): Promise<void> {
  const expirable = await mayExpire(services, log, purchaseId, { evenBeforeDue: true });
  const expired = await services.db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound();
    return expirable && (await expireIfDue(tx, purchase));
  });
  if (!expired) return;
  await closeEndedSession(services, log, purchaseId);
  throw transactionExpired();
}

const requiredField = (field: 'token' | 'reference') =>
  new ValidationError({ [`verification_data.${field}`]: ['This field is required.'] });

/** The buyer gives up before anything is sent: the stock goes back on sale. */
export async function cancelPurchase(db: Db, buyerId: number, purchaseId: number): Promise<void> {
  const expired = await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    if (await expireIfDue(tx, purchase)) return true;
    await applyPurchaseEvent(tx, purchase, 'cancel');
    return false;
  });
  if (expired) throw invalidTransition('expired');
}

/** An administrator approves or refuses a bank transfer waiting for review, with a note. */
export async function reviewPurchase(
  db: Db,
  purchaseId: number,
  { data }: PurchaseReviewBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound();
    await applyPurchaseEvent(tx, purchase, data.status === 'approved' ? 'approve' : 'refuse', {
      note: data.note?.trim() || null,
    });
  });
}
