import { REFUNDS_AWAITING_ADMIN } from '@plaza/api';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { paymentRefunds, purchases, transactions } from '../db/schema/index.js';
import { theRow } from '../db/the-row.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { PaymentNeeds } from './needs.js';
import type { RefundOutcome } from './provider.js';

/*
 * Refunds (docs/api.md, "Refunds"; issue 35, flow 7). Money a purchase took goes back in two steps:
 * 1. `openRefund`, in the transaction that cancels or refuses the purchase (or finds a payment after
 *    its window closed), with the purchase's row locked: one `payment_refunds` row a purchase, for
 *    the whole charge. A bank transfer's is `manual`: an administrator pays it back by hand and marks
 *    it done (`markRefundPaid`); every other is `pending`.
 * 2. `runRefund`, after that transaction commits, with no row locked: the provider is asked with one
 *    idempotency key a purchase, so however many times it is asked, it refunds once.
 * Which events open a refund, and from which payment statuses, is the state machine's table
 * (orders/state-machine.ts, `refund`): a paid purchase (any provider) cancelled or refused; a
 * transfer its buyer says they made, cancelled; never a transfer an administrator refused (they
 * found no money) nor an unpaid purchase.
 */

/** Tries of a refund the provider could not be asked (unreachable, or an error) before it `failed`. */
export const MAX_REFUND_ATTEMPTS = 5;

/**
 * A try of a refund untouched this long is over (its runner failed, or stopped before it wrote the
 * answer), and the sweep may try again. A provider call that outlives it is asked again with the
 * same idempotency key, which the provider answers with the same refund.
 */
export const TRY_LEASE = sql`interval '1 minute'`;

/** A refund nobody is asking about now: never tried, or its last try is over. */
const freeToTry = () =>
  or(eq(paymentRefunds.attempts, 0), lte(paymentRefunds.updatedAt, sql`now() - ${TRY_LEASE}`));

export type RefundReason = 'cancelled' | 'refused' | 'late_payment';
export type RefundRow = typeof paymentRefunds.$inferSelect;
type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The one key a purchase's refund is asked with, so retries and racing runners refund once. */
export const refundKeyOf = (purchaseId: number) => `purchase-${purchaseId}-refund`;

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
    .onConflictDoNothing({ target: paymentRefunds.purchaseId })
    .returning({ id: paymentRefunds.id });
  return opened.length > 0;
}

/** What asking for refunds takes; `log` gets what the provider said (nothing is logged without it). */
export type RefundServices = PaymentNeeds & { log?: Logger };

/**
 * Asks the provider for the purchase's pending refund, once its opening has committed; nothing when
 * there is none to ask (manual, done, or accepted by the provider and waiting for its webhook).
 * No row is locked while the provider is asked: the try is first claimed by a conditional update of
 * `attempts` (and `updated_at`), taken only from a refund never tried or whose last try is over
 * ({@link TRY_LEASE}), so of runners at once only one asks; what it learns is written only if nobody
 * else has moved the refund since (a webhook, the sweep after a runner that died). A provider's
 * failure is logged, never thrown: the refund stays `pending` for the sweep, or ends `failed` after
 * {@link MAX_REFUND_ATTEMPTS} tries for an administrator to follow up.
 */
export async function runRefund(services: RefundServices, purchaseId: number): Promise<void> {
  const { db, payments, log = quiet } = services;
  const [found] = await db
    .select({ refund: paymentRefunds, method: purchases.paymentMethod })
    .from(paymentRefunds)
    .innerJoin(purchases, eq(purchases.id, paymentRefunds.purchaseId))
    .where(
      and(
        eq(paymentRefunds.purchaseId, purchaseId),
        eq(paymentRefunds.status, 'pending'),
        isNull(paymentRefunds.providerRefundId),
      ),
    );
  if (!found) return;
  const { refund, method } = found;
  const attempt = refund.attempts + 1;
  const claimed = await db
    .update(paymentRefunds)
    .set({ attempts: attempt, updatedAt: new Date() })
    .where(
      and(
        eq(paymentRefunds.id, refund.id),
        eq(paymentRefunds.status, 'pending'),
        isNull(paymentRefunds.providerRefundId),
        eq(paymentRefunds.attempts, refund.attempts),
        freeToTry(),
      ),
    )
    .returning({ id: paymentRefunds.id });
  if (claimed.length === 0) return;

  const settle = (values: Partial<RefundRow>) =>
    db
      .update(paymentRefunds)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(paymentRefunds.id, refund.id),
          eq(paymentRefunds.status, 'pending'),
          eq(paymentRefunds.attempts, attempt),
        ),
      );
  const about = { purchaseId, provider: refund.provider, attempt };

  let outcome: RefundOutcome;
  try {
    const provider = payments.forMethod(method);
    if (!provider) throw new Error(`the ${method} provider is not on`);
    if (!refund.paymentId) {
      outcome = { status: 'failed', reason: 'no payment id was kept to refund' };
    } else {
      outcome = await provider.refund({
        paymentId: refund.paymentId,
        ...(refund.minor !== null && { minor: refund.minor }),
        idempotencyKey: refundKeyOf(purchaseId),
      });
    }
  } catch (error) {
    // Unreachable, or an error: asked again by the sweep, until it has been tried enough.
    const failure = error instanceof Error ? error.message : String(error);
    if (attempt >= MAX_REFUND_ATTEMPTS) {
      log.error(
        { ...about, err: error },
        'a refund failed every try: an administrator follows it up',
      );
      await settle({ status: 'failed', failure });
    } else {
      log.warn({ ...about, err: error }, 'a refund could not be asked; the sweep tries again');
      await settle({ failure });
    }
    return;
  }
  await settle(settledValues(outcome));
  if (outcome.status === 'failed') {
    log.error(
      { ...about, reason: outcome.reason },
      'the provider refused a refund: an administrator follows it up',
    );
  } else log.info({ ...about, status: outcome.status }, 'refund asked of the provider');
}

/** What the refund's row says after the provider answered. */
function settledValues(outcome: RefundOutcome): Partial<RefundRow> {
  switch (outcome.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        providerRefundId: outcome.refundId,
        failure: null,
        doneAt: new Date(),
      };
    case 'pending':
      // Accepted: the provider's webhook says when it is done (payments/apply-fact.ts).
      return { providerRefundId: outcome.refundId, failure: null };
    case 'failed':
      return { status: 'failed', failure: outcome.reason };
    case 'manual':
      return { status: 'manual' };
  }
}

/**
 * An administrator paid a refund back by hand: a bank transfer's (`manual`), or one its provider
 * refused for good (`failed`). It is `succeeded`. `404` without the purchase, `409` when no refund of
 * it waits for an administrator (none, one its provider is making, or marked paid already).
 */
export async function markRefundPaid(db: Db, purchaseId: number): Promise<void> {
  const now = new Date();
  const done = await db
    .update(paymentRefunds)
    .set({ status: 'succeeded', doneAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentRefunds.purchaseId, purchaseId),
        inArray(paymentRefunds.status, [...REFUNDS_AWAITING_ADMIN]),
      ),
    )
    .returning({ id: paymentRefunds.id });
  if (done.length > 0) return;
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase) throw notFound();
  throw new HttpError(
    409,
    'invalid_status',
    'No refund of this purchase is waiting for an administrator to pay it back by hand.',
  );
}
