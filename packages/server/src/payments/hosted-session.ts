import type { HostedSession } from '@plaza/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { purchaseItems, transactions, users } from '../db/schema/index.js';
import { theRow } from '../db/the-row.js';
import { HttpError, notFound } from '../http/http-error.js';
import { expireIfDue } from '../orders/expiry.js';
import { checkBuyer, transactionExpired } from '../orders/purchases.js';
import { invalidTransition, lockPurchase, type PurchaseRow } from '../orders/transitions.js';
import {
  ProviderUnavailable,
  type HostedProvider,
  type OpenedSession,
  type SessionRequest,
} from './provider.js';
import type { PaymentMailNeeds, PaymentNeeds } from './needs.js';
import { closeEndedSession, mayExpire } from './read-back.js';

/*
 * POST `products-purchase/{id}/pay/` (docs/api.md, "Paying through a real provider"): the buyer's hosted
 * session, opened once per purchase. The purchase is checked under its lock, the lock is let go
 * while the provider is called (with one idempotency key per purchase, so two calls at once get one
 * session), and the session is kept by whoever writes it first; every caller answers what is kept.
 */

/** The provider could not open the session: the purchase stays payable, the buyer tries again. */
export const providerUnavailable = () =>
  new HttpError(
    503,
    'payment_provider_unavailable',
    'The payment provider could not be reached: try again in a moment.',
  );

/** `pay/` on a purchase paid some other way. */
const notHosted = () =>
  new HttpError(
    400,
    'payment_not_hosted',
    'This purchase is not paid on a payment provider’s page.',
  );

type Transaction = typeof transactions.$inferSelect;

/** The shipping line on the provider's page, in both of Plaza's languages (as a transfer's reference). */
const SHIPPING_LINE = 'Envío / Shipping';

/** What the buyer is sent to, once a session is kept on the transaction. */
function sessionAnswer(payment: Transaction): HostedSession | undefined {
  if (!payment.sessionUrl) return undefined;
  return { redirect_url: payment.sessionUrl, expires_at: payment.expiresAt.toISOString() };
}

const paymentOf = (tx: Db, purchaseId: number) =>
  theRow(
    tx.select().from(transactions).where(eq(transactions.purchaseId, purchaseId)),
    `the transaction of purchase ${purchaseId}`,
  );

type Checked =
  | { kind: 'expired' }
  | { kind: 'kept'; session: HostedSession }
  | { kind: 'open'; purchase: PurchaseRow; payment: Transaction; provider: HostedProvider };

/** The purchase checked under its lock: still payable, by a hosted method, and its session if kept. */
async function checkPayable(
  services: ChangeServices & PaymentNeeds,
  buyerId: number,
  purchaseId: number,
  expirable: boolean,
): Promise<Checked> {
  const { payments } = services;
  return inChange(services, async (change): Promise<Checked> => {
    const { tx } = change;
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || purchase.buyerId !== buyerId) throw notFound();
    const provider = payments.forMethod(purchase.paymentMethod);
    if (provider?.kind !== 'hosted') throw notHosted();
    // Overdue now: expired by this call (400, as verify-payment); already ended: 409.
    if (
      expirable &&
      purchase.status === 'pending_payment' &&
      (await expireIfDue(change, purchase))
    ) {
      return { kind: 'expired' };
    }
    if (purchase.status !== 'pending_payment') throw invalidTransition(purchase.status);
    const payment = await paymentOf(tx, purchaseId);
    const kept = sessionAnswer(payment);
    if (kept) return { kind: 'kept', session: kept };
    return { kind: 'open', purchase, payment, provider };
  });
}

/** What the provider is asked to charge: one line per item, one for shipping, the window's end. */
async function sessionRequest(
  db: Db,
  purchase: PurchaseRow,
  payment: Transaction,
  origin: string,
  route: string,
): Promise<SessionRequest> {
  const items = await db
    .select({
      name: purchaseItems.productName,
      quantity: purchaseItems.quantity,
      unitAmount: purchaseItems.unitPrice,
    })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchase.id))
    .orderBy(asc(purchaseItems.id));
  const buyer = await theRow(
    db.select({ email: users.email }).from(users).where(eq(users.id, purchase.buyerId)),
    `the buyer of purchase ${purchase.id}`,
  );
  const shipping =
    purchase.shipping > 0
      ? [{ name: SHIPPING_LINE, quantity: 1, unitAmount: purchase.shipping }]
      : [];
  return {
    purchaseId: purchase.id,
    total: purchase.total,
    lines: [...items, ...shipping],
    expiresAt: payment.expiresAt,
    returnUrl: `${origin}/purchases/${purchase.id}?payment=return`,
    webhookUrl: `${origin}/api/payments/${route}/webhook/`,
    idempotencyKey: `purchase-${purchase.id}-session`,
    buyerEmail: buyer.email,
  };
}

/** Keeps the opened session unless another caller kept one first; answers the one kept. */
async function keepSession(
  db: Db,
  purchaseId: number,
  opened: OpenedSession,
): Promise<HostedSession> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw notFound();
    await tx
      .update(transactions)
      .set({
        sessionId: opened.sessionId,
        sessionUrl: opened.redirectUrl,
        currency: opened.terms.currency,
        chargedMinor: opened.terms.minor,
        exchangeRate: opened.terms.exchangeRate,
        updatedAt: new Date(),
      })
      .where(and(eq(transactions.purchaseId, purchaseId), isNull(transactions.sessionId)));
    if (purchase.status !== 'pending_payment') throw invalidTransition(purchase.status);
    const kept = sessionAnswer(await paymentOf(tx, purchaseId));
    if (!kept) throw new Error(`purchase ${purchaseId} kept no session`);
    return kept;
  });
}

/**
 * The buyer's session on the purchase's hosted provider, opened if none is kept yet. `origin` is
 * where the provider sends the buyer and its webhooks back (`PUBLIC_URL`, else the request's own).
 * `404` for anyone else's purchase, `400` for one not paid on a provider's page, `409` once it is
 * paid or ended, `400 transaction_expired` past its window (it is expired, once its provider was
 * asked about a session already open), `503` when the provider can't be reached (the purchase
 * stays payable).
 */
export async function openHostedSession(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  buyerId: number,
  purchaseId: number,
  origin: string,
): Promise<HostedSession> {
  await checkBuyer(services.db, buyerId, purchaseId);
  // An overdue purchase's session may have been paid with its webhook lost: asked before expiring.
  const expirable = await mayExpire(services, log, purchaseId);
  const checked = await checkPayable({ ...services, log }, buyerId, purchaseId, expirable);
  if (checked.kind === 'expired') {
    await closeEndedSession(services, log, purchaseId);
    // Thrown after the transaction, so that the expiry stays done.
    throw transactionExpired();
  }
  if (checked.kind === 'kept') return checked.session;
  const { purchase, payment, provider } = checked;
  const request = await sessionRequest(services.db, purchase, payment, origin, provider.route);
  let opened: OpenedSession;
  try {
    opened = await provider.openSession(request);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ err: error, purchaseId }, 'the payment provider could not open a session');
    throw providerUnavailable();
  }
  return keepSession(services.db, purchaseId, opened);
}
