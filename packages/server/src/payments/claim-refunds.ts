import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { claims, paymentRefunds, sales, transactions } from '../db/schema/index.js';
import { theRow } from '../db/the-row.js';
import { HttpError, notFound } from '../http/http-error.js';
import { writeRefundEntries } from '../ledger/sale-refunds.js';
import { chargeTermsFor } from './mercadopago/charge-terms.js';
import { askRefund, type RefundServices } from './refund-runner.js';
import { markPaidByHand } from './refunds.js';

/*
 * A claim's refund (docs/api.md, "After the sale", Money): part of one sale's charge, or all of it,
 * goes back through the purchase's provider, as a whole purchase's refund does (payments/refunds.ts),
 * in two steps: opened in the transaction that resolves the claim, with its purchase's row locked,
 * once per claim; asked of the provider after that commits (and by the refund sweep until it
 * answers), with one idempotency key per claim. A bank transfer's is `manual`. Its ledger entries
 * are written with it when the sale has been credited, or when it is (ledger/sale-refunds.ts).
 */

export interface ClaimRefund {
  claimId: number;
  saleId: number;
  /** US cents: the sale's part of the charge that goes back. */
  amount: number;
  /** All of what is left of the sale (a full refund): its commissions and fee are reversed too. */
  full: boolean;
}

/** A claim's refund, not a whole purchase's: the claims' unique index covers these rows. */
const ofAClaim = isNotNull(paymentRefunds.claimId);

/** The claim's refund; `404` when it has none. */
async function claimRefundOf(db: Db, claimId: number): Promise<{ id: number }> {
  const [refund] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.claimId, claimId));
  if (!refund) throw notFound();
  return refund;
}

const moreThanTheSale = () =>
  new HttpError(409, 'conflict', 'The refund is more than what is left of the sale.');

/** US cents the sale's other claims have refunded. */
async function refundedOfSale(tx: Db, saleId: number, claimId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.saleId, saleId), ne(paymentRefunds.claimId, claimId)));
  return Number(row?.amount ?? 0);
}

/** What the purchase's claims have refunded so far: US cents, and minor units of the charge. */
async function refundedOfPurchase(tx: Db, purchaseId: number): Promise<Refunded> {
  const [row] = await tx
    .select({
      amount: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)`,
      minor: sql<string>`coalesce(sum(${paymentRefunds.minor}), 0)`,
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.purchaseId, purchaseId), ofAClaim));
  return { amount: Number(row?.amount ?? 0), minor: Number(row?.minor ?? 0) };
}

interface Refunded {
  amount: number;
  minor: number;
}

/**
 * `amount` US cents of a charge in the currency it was taken in: in dollars, those cents; in another
 * currency, converted at the charge's own rate as the charge was (rounded half up, exactly), within
 * what is left of the charge: parts rounded one by one could add up to a unit more or less than
 * it, so the part that refunds the rest of the purchase takes the rest of the charge. Null when the
 * charge kept no terms to convert with: the refund runner then leaves it to an administrator.
 */
export function claimRefundMinor(
  payment: {
    amount: number;
    currency: string;
    chargedMinor: number | null;
    exchangeRate: string | null;
  },
  amount: number,
  refunded: Refunded,
): number | null {
  if (payment.currency === 'USD') return amount;
  if (payment.exchangeRate === null) return null;
  const minor = chargeTermsFor(amount, payment.currency, payment.exchangeRate).minor;
  if (payment.chargedMinor === null) return minor;
  const left = payment.chargedMinor - refunded.minor;
  return refunded.amount + amount >= payment.amount ? left : Math.min(minor, left);
}

/**
 * Opens claim `claimId`'s refund of `amount` US cents of sale `saleId`, in the transaction `tx`
 * that resolves the claim, its purchase's row locked by the caller, and writes its ledger entries
 * if the sale has been credited. Answers the refund's id, for {@link runClaimRefund} once `tx` has
 * committed; the same id when the claim's refund was opened already (a decision sent twice), which
 * is left as it was. `409 conflict` when the sale's refunds would add up to more than it took.
 */
export async function openClaimRefund(
  tx: Db,
  { claimId, saleId, amount, full }: ClaimRefund,
): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`not an amount to refund: ${amount} cents`);
  }
  const sale = await theRow(
    tx.select().from(sales).where(eq(sales.id, saleId)),
    `sale ${saleId} of claim ${claimId}`,
  );
  if ((await refundedOfSale(tx, saleId, claimId)) + amount > sale.subtotal + sale.shipping) {
    throw moreThanTheSale();
  }
  const payment = await theRow(
    tx.select().from(transactions).where(eq(transactions.purchaseId, sale.purchaseId)),
    `the transaction of purchase ${sale.purchaseId}`,
  );
  const manual = payment.provider === 'bank_transfer';
  const [opened] = await tx
    .insert(paymentRefunds)
    .values({
      purchaseId: sale.purchaseId,
      claimId,
      saleId,
      full,
      provider: payment.provider,
      paymentId: manual ? null : payment.reference,
      amount,
      currency: payment.currency,
      minor: claimRefundMinor(payment, amount, await refundedOfPurchase(tx, sale.purchaseId)),
      reason: 'claim',
      status: manual ? 'manual' : 'pending',
    })
    .onConflictDoNothing({ target: paymentRefunds.claimId, where: ofAClaim })
    .returning({ id: paymentRefunds.id });
  if (!opened) return (await claimRefundOf(tx, claimId)).id;
  await writeRefundEntries(tx, { id: opened.id, saleId, amount, full });
  return opened.id;
}

/**
 * Asks the provider for a claim's refund once its opening has committed; nothing when it is not
 * pending (manual, done, or accepted). A failure is logged and left for the refund sweep.
 */
export async function runClaimRefund(services: RefundServices, refundId: number): Promise<void> {
  await askRefund(services, refundId);
}

/**
 * An administrator paid a claim's refund back by hand (a bank transfer's, or one its provider
 * refused for good). `404` without the claim, `409` when it has no refund waiting for that (none,
 * one its provider is making, or marked paid already).
 */
export async function markClaimRefundPaid(db: Db, claimId: number): Promise<void> {
  if (await markPaidByHand(db, eq(paymentRefunds.claimId, claimId))) return;
  const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId));
  if (!claim) throw notFound();
  throw new HttpError(
    409,
    'invalid_status',
    'This claim’s refund is not waiting for an administrator to pay it back by hand.',
  );
}
