import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  paymentEvents,
  paymentRefunds,
  purchases,
  transactions,
} from '../../src/db/schema/index.js';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { expireDuePurchases } from '../../src/orders/expiry.js';
import { applyFact } from '../../src/payments/apply-fact.js';
import { bodyOf } from '../support/http.js';
import { useHostedShop } from '../support/hosted-shop.js';

/*
 * What applying a provider's fact does (payments/apply-fact.ts), called as the webhook, the return
 * and the sweep call it: facts that do not match their purchase are refused and logged, one fact
 * applies once, a refund the provider finished is marked so; and the sweep without a way to ask
 * providers leaves purchases with a session alone.
 */

const shop = useHostedShop();

/** A logger that keeps the warnings it is given. */
function keptLog() {
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    debug: () => undefined,
    warn: (_fields: unknown, message: string) => warnings.push(message),
    error: (_fields: unknown, message: string) => warnings.push(message),
    child: () => log,
  };
  return { warnings, log: log as unknown as FastifyBaseLogger };
}

describe('a provider’s fact', () => {
  /** A Mercado Pago purchase with its session open, and the terms it was opened with. */
  async function openMercadoPagoPurchase() {
    const purchase = await shop.hostedPurchase('mercadopago');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    const [terms] = await shop
      .db()
      .select({ currency: transactions.currency, minor: transactions.chargedMinor })
      .from(transactions)
      .where(eq(transactions.purchaseId, id));
    if (!terms?.minor) throw new Error('the session kept no terms');
    return { id, paid: { currency: terms.currency, minor: terms.minor } };
  }

  it('from another provider than the purchase’s is refused and logged', async () => {
    const { id, paid } = await openMercadoPagoPurchase();
    const { warnings, log } = keptLog();
    const fact = {
      eventId: `evt_other_${id}`,
      kind: 'paid' as const,
      purchaseId: id,
      paymentId: 'pi_x',
      paid,
    };
    expect((await applyFact(shop.db(), log, 'stripe', fact)).outcome).toBe('refused_mismatch');
    expect(warnings).toHaveLength(1);
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
  });

  it('of another amount or currency is refused and logged', async () => {
    const { id, paid } = await openMercadoPagoPurchase();
    for (const [index, wrong] of [
      { ...paid, minor: paid.minor - 1 },
      { ...paid, currency: 'USD' },
    ].entries()) {
      const { warnings, log } = keptLog();
      const fact = {
        eventId: `payment:${id}${index}:approved`,
        kind: 'paid' as const,
        purchaseId: id,
        paymentId: `${id}${index}`,
        paid: wrong,
      };
      expect((await applyFact(shop.db(), log, 'mercadopago', fact)).outcome).toBe(
        'refused_mismatch',
      );
      expect(warnings).toEqual([expect.stringMatching(/does not match/)]);
    }
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
    // The right one pays it, once.
    const { log } = keptLog();
    const right = {
      eventId: `payment:${id}:approved`,
      kind: 'paid' as const,
      purchaseId: id,
      paymentId: String(id),
      paid,
    };
    expect((await applyFact(shop.db(), log, 'mercadopago', right)).outcome).toBe('paid');
    expect((await applyFact(shop.db(), log, 'mercadopago', right)).outcome).toBe('duplicate');
    const told = { ...right, eventId: `${right.eventId}:again` };
    expect((await applyFact(shop.db(), log, 'mercadopago', told)).outcome).toBe('already_paid');
  });

  it('naming no purchase of ours is kept, naming none', async () => {
    const { log } = keptLog();
    const eventId = `evt_nobody_${Date.now()}`;
    const fact = { eventId, kind: 'paid' as const, purchaseId: 987_654_321 };
    expect((await applyFact(shop.db(), log, 'stripe', fact)).outcome).toBe('unknown_purchase');
    const [event] = await shop
      .db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    expect(event).toMatchObject({ purchaseId: null, outcome: 'unknown_purchase' });
  });
});

describe('a refund the provider says went through', () => {
  it('marks the purchase’s refund waiting for it succeeded', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    // Stripe can't be asked, nor told to close the session, when the purchase expires unasked.
    await shop.closeWindow(id, '2 hours');
    shop.driver('stripe').failNext(2, 500);
    expect((await shop.purchaseNow(id)).status).toBe('expired');
    await shop.driver('stripe').pay(id, { deliverWebhook: true });
    // Stripe's own charge.refunded, sent once the refund was made, is answered 200.
    await shop.stripe.webhooksSettled();
    const refunded = shop.stripe.deliveries.filter((each) => each.type === 'charge.refunded');
    expect(refunded.at(-1)?.status).toBe(200);
    // As a refund the provider took but had not finished.
    await shop
      .db()
      .update(paymentRefunds)
      .set({ status: 'pending' })
      .where(eq(paymentRefunds.purchaseId, id));
    const { log } = keptLog();
    const fact = { eventId: `evt_refunded_${id}`, kind: 'refunded' as const, purchaseId: id };
    expect((await applyFact(shop.db(), log, 'stripe', fact)).outcome).toBe('refund_succeeded');
    expect((await shop.purchaseNow(id)).transaction.refund).toMatchObject({ status: 'succeeded' });
    const again = { ...fact, eventId: `${fact.eventId}:again` };
    expect((await applyFact(shop.db(), log, 'stripe', again)).outcome).toBe('nothing');
  });
});

describe('expireDuePurchases without a way to ask providers', () => {
  it('leaves an overdue purchase with a session open alone', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.closeWindow(id, '1 second');
    await expireDuePurchases(withoutEffects(shop.db()));
    const [row] = await shop
      .db()
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, id));
    expect(row?.status).toBe('pending_payment');
    // With one (the list's sweep), it asks, hears "unpaid", and expires it.
    bodyOf(await shop.listCall(), 200);
    const [after] = await shop
      .db()
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, id));
    expect(after?.status).toBe('expired');
  });
});
