import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paymentRefunds, purchases } from '../db/schema/index.js';
import type { ShopCounters } from '../metrics/shop-counters.js';
import type { PaymentNeeds } from './needs.js';
import type { RefundOutcome } from './provider.js';

/*
 * Asking a provider for a refund once its opening has committed (payments/refunds.ts for a whole
 * purchase's, payments/claim-refunds.ts for a claim's): the same steps for both, by the refund's id.
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

export type RefundRow = typeof paymentRefunds.$inferSelect;
type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The one key a purchase's refund is asked with, so retries and racing runners refund once. */
export const refundKeyOf = (purchaseId: number) => `purchase-${purchaseId}-refund`;

/** The one key a claim's refund is asked with: a claim refunds once, whatever else its purchase does. */
export const claimRefundKeyOf = (claimId: number) => `claim-${claimId}-refund`;

const keyOf = (refund: RefundRow) =>
  refund.claimId === null ? refundKeyOf(refund.purchaseId) : claimRefundKeyOf(refund.claimId);

/**
 * What asking for refunds takes; `log` gets what the provider said (nothing is logged without it),
 * `counters` the refunds done (nothing is counted without them).
 */
export type RefundServices = PaymentNeeds & {
  log?: Logger;
  counters?: Pick<ShopCounters, 'purchases'>;
};

/**
 * Asks the provider for refund `refundId` while it is pending; nothing when there is none to ask
 * (manual, done, or accepted by the provider and waiting for its webhook). A claim's refund with no
 * amount in the charge's currency is never asked (the provider would refund the whole payment): it
 * turns `manual`, with a warning.
 * No row is locked while the provider is asked: the try is first claimed by a conditional update of
 * `attempts` (and `updated_at`), taken only from a refund never tried or whose last try is over
 * ({@link TRY_LEASE}), so of runners at once only one asks; what it learns is written only if nobody
 * else has moved the refund since (a webhook, the sweep after a runner that died). A provider's
 * failure is logged, never thrown: the refund stays `pending` for the sweep, or ends `failed` after
 * {@link MAX_REFUND_ATTEMPTS} tries for an administrator to follow up.
 */
export async function askRefund(services: RefundServices, refundId: number): Promise<void> {
  const { db, payments, log = quiet, counters } = services;
  const [found] = await db
    .select({ refund: paymentRefunds, method: purchases.paymentMethod })
    .from(paymentRefunds)
    .innerJoin(purchases, eq(purchases.id, paymentRefunds.purchaseId))
    .where(
      and(
        eq(paymentRefunds.id, refundId),
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
      )
      .returning({ id: paymentRefunds.id });
  const about = {
    purchaseId: refund.purchaseId,
    claimId: refund.claimId,
    provider: refund.provider,
    attempt,
  };

  if (refund.claimId !== null && refund.minor === null) {
    // A claim's part of a charge taken in another currency with no exchange rate kept: asked
    // without its minor units, the provider would refund the whole payment. An administrator pays
    // it back by hand instead, as a bank transfer's.
    log.warn(
      about,
      'a claim’s refund has no amount in the charge’s currency: an administrator pays it back by hand',
    );
    await settle({ status: 'manual', failure: 'no exchange rate was kept to convert the refund' });
    return;
  }

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
        idempotencyKey: keyOf(refund),
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
  const settled = await settle(settledValues(outcome));
  if (outcome.status === 'succeeded' && settled.length > 0) {
    counters?.purchases.inc({ event: 'refunded', method });
  }
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
