import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { paymentEvents, paymentRefunds, transactions } from '../db/schema/index.js';
import { notify } from '../notifications/notify.js';
import { RELEASED_STATUSES } from '../orders/state-machine.js';
import { applyPurchaseEvent, lockPurchase, type PurchaseRow } from '../orders/transitions.js';
import type { PaymentFact } from './provider.js';
import { openRefund, wholePurchase } from './refunds.js';

/*
 * Applying what a provider said, exactly once (docs/api.md, "Exactly once"). The event is recorded by
 * `(provider, event id)` first, in the transaction that applies it: the same event twice, or three
 * times at once, finds its row taken (the second insert waits for the first transaction, then
 * conflicts) and applies nothing. Then the purchase's row is locked, so a webhook, the buyer's
 * return and the sweep, each with a fact of its own about one payment, take turns: the first pays
 * the purchase, the others find it paid with that payment's reference. No provider is called here.
 */

/** What applying a fact did, kept as the event's `outcome`. */
export type FactOutcome =
  /** The same event was applied before (or is being applied now by someone else). */
  | 'duplicate'
  /** The fact names no purchase of ours. */
  | 'unknown_purchase'
  /** Another provider's purchase, or a payment whose money is not the purchase's terms. */
  | 'refused_mismatch'
  | 'paid'
  /** The purchase was paid by this payment already. */
  | 'already_paid'
  /** Paid after its purchase ended unsold: a refund is opened and asked for after commit. */
  | 'refunded_late'
  /** Paid after its purchase ended, with its refund already open (a cancel racing it). */
  | 'refund_already_open'
  /** Paid by a second payment while a first paid it: logged for support, nothing applied. */
  | 'second_payment'
  /** The purchase's refund went through. */
  | 'refund_succeeded'
  /** Nothing to change: declined, pending, expired, ignored, or a refund with none open. */
  | 'nothing';

export interface AppliedFact {
  outcome: FactOutcome;
  purchaseId: number | null;
}

/** Whether the money paid is what the purchase's session was opened to charge. */
function matchesTerms(
  payment: typeof transactions.$inferSelect,
  paid: PaymentFact['paid'],
): boolean {
  return (
    paid !== undefined &&
    payment.chargedMinor !== null &&
    paid.currency.toUpperCase() === payment.currency.toUpperCase() &&
    paid.minor === payment.chargedMinor
  );
}

/** The decision about a `paid` fact for a locked purchase whose terms it matched. */
async function applyPaid(
  tx: Db,
  purchase: PurchaseRow,
  payment: typeof transactions.$inferSelect,
  fact: PaymentFact,
): Promise<FactOutcome> {
  const paymentId = fact.paymentId ?? fact.eventId;
  if (payment.reference === paymentId) return 'already_paid';
  if (purchase.status === 'pending_payment') {
    // Even past its window: the money came within the provider's session, which the sweep asks
    // about before expiring, so the purchase is honoured.
    await applyPurchaseEvent(tx, purchase, 'pay', { reference: paymentId });
    return 'paid';
  }
  if (!RELEASED_STATUSES.includes(purchase.status) || payment.reference !== null) {
    return 'second_payment';
  }
  // Its stock went back on sale: the money goes back. The refund reads what to refund from the
  // transaction, so the payment is kept on it first.
  await tx
    .update(transactions)
    .set({ reference: paymentId, updatedAt: new Date() })
    .where(eq(transactions.id, payment.id));
  const opened = await openRefund(tx, purchase, { reason: 'late_payment', paymentId });
  if (!opened) return 'refund_already_open';
  await notify(tx, {
    userId: purchase.buyerId,
    kind: 'purchase_payment_refunded',
    params: { purchase_id: purchase.id },
    key: `purchase:${purchase.id}:payment_refunded`,
  });
  return 'refunded_late';
}

/**
 * A refund the provider says went through: the purchase's open refund is done, and so are the
 * claims' refunds it names by the provider's refund id (`refundIds`), so one sale's refund never
 * closes another's of the same charge (an event naming none, a chargeback, closes no claim's).
 * When the event cannot tell which refund it was (Stripe's charges sent without their refunds),
 * every claim's refund the provider accepted is taken as done, which is what such an event most
 * often means; a claim's refund not accepted yet stays for the runner either way.
 */
async function refundSucceeded(
  tx: Db,
  purchaseId: number,
  refundIds: string[] | undefined,
): Promise<FactOutcome> {
  const named =
    refundIds === undefined
      ? isNotNull(paymentRefunds.providerRefundId)
      : refundIds.length > 0
        ? inArray(paymentRefunds.providerRefundId, refundIds)
        : undefined;
  const done = await tx
    .update(paymentRefunds)
    .set({ status: 'succeeded', doneAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(paymentRefunds.purchaseId, purchaseId),
        inArray(paymentRefunds.status, ['pending', 'failed']),
        named ? or(wholePurchase, named) : wholePurchase,
      ),
    )
    .returning({ id: paymentRefunds.id });
  return done.length > 0 ? 'refund_succeeded' : 'nothing';
}

/** What the fact does to the purchase, locked in `tx`. */
async function decide(
  tx: Db,
  log: FastifyBaseLogger,
  provider: string,
  fact: PaymentFact,
): Promise<FactOutcome> {
  if (fact.purchaseId === null) return 'unknown_purchase';
  const purchase = await lockPurchase(tx, fact.purchaseId);
  if (!purchase) return 'unknown_purchase';
  const [payment] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.purchaseId, purchase.id));
  if (!payment) return 'unknown_purchase';
  if (payment.provider !== provider) {
    log.warn(
      { provider, fact, purchaseId: purchase.id },
      'a payment event names another provider’s purchase',
    );
    return 'refused_mismatch';
  }
  if (fact.kind === 'refunded') return refundSucceeded(tx, purchase.id, fact.refundIds);
  if (fact.kind !== 'paid') return 'nothing';
  if (!matchesTerms(payment, fact.paid)) {
    log.warn(
      {
        provider,
        purchaseId: purchase.id,
        paid: fact.paid,
        expected: { currency: payment.currency, minor: payment.chargedMinor },
      },
      'a payment does not match its purchase’s terms: not applied',
    );
    return 'refused_mismatch';
  }
  const outcome = await applyPaid(tx, purchase, payment, fact);
  if (outcome === 'second_payment') {
    log.error(
      { provider, purchaseId: purchase.id, paymentId: fact.paymentId, kept: payment.reference },
      'a purchase was paid twice: the second payment needs refunding by hand',
    );
  }
  return outcome;
}

/**
 * Records `fact` from `provider` (what `transactions.provider` keeps) and applies it, in one
 * transaction (a savepoint of the caller's, when `db` is one). What follows its commit is the
 * caller's: takeFact (take-fact.ts) records it on the change it applies the fact in.
 */
export async function applyFact(
  db: Db,
  log: FastifyBaseLogger,
  provider: string,
  fact: PaymentFact,
): Promise<AppliedFact> {
  const outcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: fact.eventId, kind: fact.kind, outcome: 'applying' })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate' as const;
    const decided = await decide(tx, log, provider, fact);
    await tx
      .update(paymentEvents)
      .set({
        outcome: decided,
        // Only a purchase found: the column references it.
        purchaseId: decided === 'unknown_purchase' ? null : fact.purchaseId,
      })
      .where(eq(paymentEvents.id, recorded.id));
    return decided;
  });
  if (outcome !== 'duplicate' && outcome !== 'nothing') {
    log.info(
      { provider, eventId: fact.eventId, kind: fact.kind, outcome },
      'payment event applied',
    );
  }
  return { outcome, purchaseId: fact.purchaseId };
}
