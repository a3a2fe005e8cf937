import type { PurchaseReviewBody, VerifyPaymentBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/authenticate.js';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { purchases } from '../db/schema/index.js';
import { HttpError, notFound, ValidationError } from '../http/http-error.js';
import { mailPaid, mailRefused, mailTransferToReview } from '../mail/purchase-mail.js';
import { countPurchase } from '../metrics/shop-counters.js';
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
 * What buyers and administrators do to a purchase after checkout. Each decision is one change
 * (changes/in-change.ts) with the purchase's row locked, and expires an overdue purchase first, so
 * the payment window is kept to the second whatever the sweep is doing. What follows it (the
 * catalogue's kept answers forgotten when stock goes back on sale, the mail it owes) is recorded by
 * the change and done once it is committed.
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
 * its hosted provider first, payments/read-back.ts).
 */
export async function readablePurchase(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  viewer: UserRow,
  purchaseId: number,
): Promise<PurchaseRow> {
  await checkBuyer(services.db, viewer.isAdmin ? undefined : viewer.id, purchaseId);
  const expirable = await mayExpire(services, log, purchaseId);
  const read = await inChange({ ...services, log }, async (change) => {
    const purchase = await lockPurchase(change.tx, purchaseId);
    if (!purchase) throw notFound();
    if (
      purchase.status === 'pending_payment' &&
      expirable &&
      (await expireIfDue(change, purchase))
    ) {
      return { purchase: { ...purchase, status: 'expired' as const }, expiredNow: true };
    }
    return { purchase, expiredNow: false };
  });
  if (read.expiredNow) await closeEndedSession(services, log, purchaseId);
  return read.purchase;
}

/** `hosted`: paid on a provider's page, for {@link verifyHostedReturn} to ask about. */
export type PaymentOutcome = 'paid' | 'submitted' | 'hosted';

/**
 * POST verify-payment. Card: the configured provider charges the token inside the transaction that
 * holds the purchase's lock, so two payments of one purchase can't both go through; a declined card
 * leaves it `pending_payment` for another try. Bank transfer: the buyer's reference is kept and the
 * purchase waits for an administrator. Past the window: `400 transaction_expired`, and it is expired.
 * A hosted method's purchase is only checked to be the buyer's: `hosted`, whatever its status (its
 * mail goes with applying the provider's fact, payments/take-fact.ts).
 */
export async function verifyPayment(
  services: ChangeServices & PaymentNeeds,
  buyerId: number,
  purchaseId: number,
  { verification_data: data }: VerifyPaymentBody,
): Promise<PaymentOutcome> {
  const { payments } = services;
  const outcome = await inChange(services, async (change) => {
    const { tx } = change;
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    // Its provider is asked before it may expire (verifyHostedReturn), with no lock held.
    if (payments.forMethod(purchase.paymentMethod)?.kind === 'hosted') return 'hosted' as const;
    if (await expireIfDue(change, purchase)) return 'expired' as const;
    if (purchase.status !== 'pending_payment') throw invalidTransition(purchase.status);
    if (purchase.paymentMethod === 'bank_transfer') {
      if (!data.reference) throw requiredField('reference');
      await applyPurchaseEvent(tx, purchase, 'submit_transfer', {
        reference: data.reference.trim(),
      });
      change.afterCommit((mailing) => mailTransferToReview(mailing, purchaseId));
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
    change.afterCommit(countPurchase('paid', purchase.paymentMethod));
    change.afterCommit((mailing) => mailPaid(mailing, purchaseId));
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
  const expired = await inChange({ ...services, log }, async (change) => {
    const purchase = await lockPurchase(change.tx, purchaseId);
    if (!purchase) throw notFound();
    return expirable && (await expireIfDue(change, purchase));
  });
  if (!expired) return;
  await closeEndedSession(services, log, purchaseId);
  throw transactionExpired();
}

const requiredField = (field: 'token' | 'reference') =>
  new ValidationError({ [`verification_data.${field}`]: ['This field is required.'] });

/** The buyer gives up before anything is sent: the stock goes back on sale. */
export async function cancelPurchase(
  services: ChangeServices,
  buyerId: number,
  purchaseId: number,
): Promise<void> {
  const expired = await inChange(services, async (change) => {
    const purchase = await lockPurchase(change.tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    if (await expireIfDue(change, purchase)) return true;
    await applyPurchaseEvent(change.tx, purchase, 'cancel');
    change.catalogueChanged();
    return false;
  });
  if (expired) throw invalidTransition('expired');
}

/**
 * An administrator approves or refuses a bank transfer waiting for review (or a paid purchase
 * before anything is sent), with a note. Approved, the buyer and sellers are mailed as for any
 * payment; refused, its stock goes back on sale and the buyer is told.
 */
export async function reviewPurchase(
  services: ChangeServices,
  purchaseId: number,
  { data }: PurchaseReviewBody,
): Promise<void> {
  await inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound();
    const approved = data.status === 'approved';
    await applyPurchaseEvent(tx, purchase, approved ? 'approve' : 'refuse', {
      note: data.note?.trim() || null,
    });
    if (approved) {
      afterCommit(countPurchase('paid', purchase.paymentMethod));
      afterCommit((mailing) => mailPaid(mailing, purchaseId));
    } else {
      catalogueChanged();
      afterCommit((mailing) => mailRefused(mailing, purchaseId));
    }
  });
}
