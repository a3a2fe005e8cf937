import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { purchases, transactions } from '../db/schema/index.js';
import type { HostedExpiry } from '../orders/expiry.js';
import type { PaymentMailNeeds, PaymentNeeds } from './needs.js';
import { ProviderUnavailable, type HostedProvider } from './provider.js';
import { providerIdOf } from './registry.js';
import { takeFact } from './take-fact.js';

/*
 * Asking a provider what became of a purchase's hosted session, for when its webhook is late or
 * lost: the buyer's return (verify-payment), and the expiry sweep and reads before they expire a
 * purchase with a session open. Nothing is locked while the provider is asked; what it says is
 * applied like a webhook's fact, so the one that comes second changes nothing.
 */

export interface HostedSessionRow {
  purchaseId: number;
  provider: HostedProvider;
  /** What `transactions.provider` keeps. */
  providerId: string;
  sessionId: string;
  /** The transaction's status: `pending` while the purchase waits for payment. */
  status: string;
  /** Past its `expires_at`, by the database's clock (the one expiry goes by). */
  overdue: boolean;
  /** Past its `expires_at` by more than {@link UNANSWERED_GRACE}. */
  graceOver: boolean;
}

/**
 * How long past its window a purchase whose provider can't be asked is kept waiting for an answer;
 * then it is expired without one (a payment found later is refunded).
 */
export const UNANSWERED_GRACE = '1 hour';

/** The purchase's hosted session, when one was opened and its provider is still on. */
export async function hostedSessionOf(
  { db, payments }: PaymentNeeds,
  purchaseId: number,
): Promise<HostedSessionRow | undefined> {
  const [row] = await db
    .select({
      method: purchases.paymentMethod,
      sessionId: transactions.sessionId,
      status: transactions.status,
      overdue: sql<boolean>`${transactions.expiresAt} <= now()`,
      graceOver: sql<boolean>`${transactions.expiresAt} + ${UNANSWERED_GRACE}::interval <= now()`,
    })
    .from(transactions)
    .innerJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .where(eq(transactions.purchaseId, purchaseId));
  const provider = row && payments.forMethod(row.method);
  if (!row?.sessionId || provider?.kind !== 'hosted') return undefined;
  return {
    purchaseId,
    provider,
    providerId: providerIdOf(row.method),
    sessionId: row.sessionId,
    status: row.status,
    overdue: row.overdue,
    graceOver: row.graceOver,
  };
}

/** How long a provider that did not answer is left alone by the sweep that asked it. */
const PAUSE_MS = 60_000;

/**
 * Providers that just failed to answer, with when to ask them again: a sweep pass with many
 * overdue sessions of a provider that is down waits on the first, not on each in turn.
 */
export class ProviderPauses {
  private readonly until = new Map<string, number>();
  /** Whether `provider` failed to answer less than a minute ago. */
  paused(provider: string): boolean {
    return (this.until.get(provider) ?? 0) > Date.now();
  }
  pause(provider: string): void {
    this.until.set(provider, Date.now() + PAUSE_MS);
  }
}

export interface AskOptions {
  /** Ask even before the purchase is overdue: the buyer's return, a cancel. */
  evenBeforeDue?: boolean;
  /** Providers not to ask again for now, shared by one sweep's passes or one list's purchases. */
  pauses?: ProviderPauses;
}

/**
 * Asks the provider about the purchase's session and applies its answer (a lost webhook's payment
 * is honoured) before the purchase is expired: by the sweep and reads once it is overdue, by the
 * buyer's return (`evenBeforeDue`) at any time. Answers whether it may be expired now: not while
 * the provider can't answer, until {@link UNANSWERED_GRACE} has passed too.
 */
export async function mayExpire(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  purchaseId: number,
  { evenBeforeDue = false, pauses }: AskOptions = {},
): Promise<boolean> {
  const session = await hostedSessionOf(services, purchaseId);
  if (!session || session.status !== 'pending' || !(session.overdue || evenBeforeDue)) return true;
  if (pauses?.paused(session.providerId)) return session.graceOver;
  try {
    const fact = await session.provider.readSession({ purchaseId, sessionId: session.sessionId });
    await takeFact(services, log, session.providerId, fact);
    return true;
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn(
      { err: error, purchaseId },
      'the payment provider could not say what became of a session',
    );
    pauses?.pause(session.providerId);
    return session.graceOver;
  }
}

/**
 * Closes the session of a purchase that just ended unpaid (expired, or cancelled by its buyer): a
 * Stripe Checkout Session outlives a short window, and its page should take no payment that would
 * only be refunded. A provider that can't be reached is logged, not retried: a payment that still
 * comes is refunded. A purchase without a session asks nothing.
 */
export async function closeEndedSession(
  services: PaymentNeeds,
  log: FastifyBaseLogger,
  purchaseId: number,
): Promise<void> {
  const session = await hostedSessionOf(services, purchaseId);
  // A paid session is complete: there is nothing left open to pay.
  if (!session?.provider.closeSession || session.status === 'paid') return;
  try {
    await session.provider.closeSession({ sessionId: session.sessionId });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ err: error, purchaseId }, 'the payment provider could not close an ended session');
  }
}

/**
 * What the sweep and the lists ask of a purchase's provider around its expiry; a provider that
 * does not answer is left alone for a minute by whoever holds this.
 */
export function hostedExpiry(services: PaymentMailNeeds, log: FastifyBaseLogger): HostedExpiry {
  const pauses = new ProviderPauses();
  return {
    ask: (purchaseId) => mayExpire(services, log, purchaseId, { pauses }),
    close: (purchaseId) => closeEndedSession(services, log, purchaseId),
  };
}
