import type { PaymentMethodList, Purchase } from '@plaza/api';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { paymentEvents, transactions } from '../../src/db/schema/index.js';
import { applyFact } from '../../src/payments/apply-fact.js';
import { registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import {
  hostedPurchase,
  payCall,
  postWebhook,
  purchaseNow,
  returnCall,
  useHostedShop,
  type HostedMethod,
  type SignedWebhook,
} from '../support/hosted-shop.js';
import { payByCard } from '../support/orders.js';
import { documentedOperations, fetchDocument, registeredRoutes } from '../openapi/document.js';

/*
 * The calls around hosted payments (API.md, "Paying through a real provider"): the methods a shop
 * offers, who may ask for a session and when, and webhooks whose signature does not hold.
 */

const shop = useHostedShop({ BANK_TRANSFER_INSTRUCTIONS: 'Banco Plaza, cuenta 000-123' });

const METHODS: HostedMethod[] = ['stripe', 'mercadopago'];

const eventCount = async () => {
  const [row] = await shop.db().select({ count: count() }).from(paymentEvents);
  return row?.count ?? 0;
};

describe('GET payments/methods/', () => {
  it('lists the methods on in the shop’s order, each with its kind', async () => {
    const methods = bodyOf(
      await call<PaymentMethodList>(shop.server, 'GET', 'payments/methods/'),
      200,
    );
    expect(methods).toEqual([
      { method: 'stripe', kind: 'hosted', name: 'Stripe' },
      { method: 'mercadopago', kind: 'hosted', name: 'Mercado Pago' },
      { method: 'card', kind: 'card_token', name: expect.any(String) },
      { method: 'bank_transfer', kind: 'manual', name: expect.any(String) },
    ]);
  });

  it('is documented with pay/ and each provider’s webhook, as the server routes them', async () => {
    const documented = documentedOperations(await fetchDocument(shop.server)).map(
      ({ method, path }) => `${method} ${path}`,
    );
    const payments = [
      'GET /api/payments/methods/',
      'POST /api/marketplace/products-purchase/{id}/pay/',
      'POST /api/payments/stripe/webhook/',
      'POST /api/payments/mercadopago/webhook/',
    ];
    expect(documented).toEqual(expect.arrayContaining(payments));
    const answered = registeredRoutes(shop.server.server.app).map(
      ({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(answered).toEqual(expect.arrayContaining(payments));
  });
});

describe('POST pay/', () => {
  it('is 404 to anyone but the purchase’s buyer', async () => {
    const purchase = await hostedPurchase(shop, 'stripe');
    const stranger = await registerUser(shop.server);
    const answer = await payCall(shop, purchase.purchase_id, stranger.access);
    expect(answer.status).toBe(404);
    expect(shop.driver('stripe').sessionCount(purchase.purchase_id)).toBe(0);
  });

  it('is 400 for a purchase paid by card or bank transfer', async () => {
    for (const method of ['card', 'bank_transfer'] as const) {
      const purchase = await call<Purchase>(shop.server, 'POST', 'marketplace/products-purchase/', {
        token: shop.buyer.access,
        body: {
          items: [{ product: shop.product.id, quantity: 1 }],
          shipping_address: shop.address,
          payment_method: method,
        },
      });
      const answer = await payCall(shop, bodyOf(purchase, 201).purchase_id);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'payment_not_hosted' });
    }
  });

  it('is 409 once the purchase is paid, and 400 transaction_expired past its window', async () => {
    const paid = await hostedPurchase(shop, 'mercadopago');
    bodyOf(await payCall(shop, paid.purchase_id), 200);
    await shop.driver('mercadopago').pay(paid.purchase_id, { deliverWebhook: true });
    const again = await payCall(shop, paid.purchase_id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'invalid_status' });

    const late = await hostedPurchase(shop, 'stripe');
    await shop
      .db()
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, late.purchase_id));
    const expired = await payCall(shop, late.purchase_id);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'transaction_expired' });
    expect((await purchaseNow(shop, late.purchase_id)).status).toBe('expired');
  });

  it('keeps a card purchase paid by card, not by a provider', async () => {
    const purchase = await hostedPurchase(shop, 'card');
    const paid = await payByCard(shop.server, shop.buyer.access, purchase.purchase_id);
    expect(paid.status).toBe('approved');
    expect(paid.transaction.provider).toBe('test');
  });
});

describe('a hosted purchase’s return', () => {
  it('is 404 to anyone but its buyer', async () => {
    const purchase = await hostedPurchase(shop, 'stripe');
    const stranger = await registerUser(shop.server);
    const answer = await call(
      shop.server,
      'POST',
      `marketplace/products-purchase/${purchase.purchase_id}/verify-payment/`,
      { token: stranger.access, body: { verification_data: {} } },
    );
    expect(answer.status).toBe(404);
  });

  it('answers a purchase with no session yet as it is', async () => {
    const purchase = await hostedPurchase(shop, 'mercadopago');
    expect(bodyOf(await returnCall(shop, purchase.purchase_id), 200).status).toBe(
      'pending_payment',
    );
  });
});

/** A webhook about the purchase's payment, signed with a secret that is not the shop's. */
function forged(method: HostedMethod, purchaseId: number): SignedWebhook {
  if (method === 'stripe') {
    const session = shop.stripe.sessionFor(purchaseId);
    const { payload, headers } = shop.stripe.eventFor(session.id, 'checkout.session.completed', {
      secret: 'whsec_not_the_shops',
    });
    return { url: `${shop.server.url}/api/payments/stripe/webhook/`, headers, body: payload };
  }
  const payment = [...shop.mercadopago.payments.values()].find(
    (each) => each.external_reference === String(purchaseId),
  );
  if (!payment) throw new Error(`no payment of purchase ${purchaseId}`);
  return shop.mercadopago.notificationFor(payment.id, { secret: 'not-the-shops' });
}

describe.each(METHODS)('a %s webhook', (method) => {
  it('whose signature fails is 400: nothing applied, no event kept', async () => {
    const purchase = await hostedPurchase(shop, method);
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    await shop.driver(method).pay(id, { deliverWebhook: false });
    const before = await eventCount();
    const webhook = forged(method, id);
    expect(await postWebhook(webhook)).toBe(400);
    // Unsigned, or its body changed after signing, likewise.
    const unsigned = Object.fromEntries(
      Object.entries(webhook.headers).filter(([name]) => !/signature/i.test(name)),
    );
    expect(await postWebhook({ ...webhook, headers: unsigned })).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await purchaseNow(shop, id)).status).toBe('pending_payment');
    // The genuine one pays it.
    expect(await postWebhook(shop.driver(method).paidWebhook(id))).toBe(200);
    expect((await purchaseNow(shop, id)).status).toBe('approved');
  });
});

describe('a Stripe webhook', () => {
  it('whose body was changed after it was signed is 400', async () => {
    const purchase = await hostedPurchase(shop, 'stripe');
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    await shop.driver('stripe').pay(id, { deliverWebhook: false });
    const genuine = shop.driver('stripe').paidWebhook(id);
    const changed = genuine.body.replace(`"purchase_id": "${id}"`, `"purchase_id": "${id + 1}"`);
    expect(changed).not.toBe(genuine.body);
    const before = await eventCount();
    expect(await postWebhook({ ...genuine, body: changed })).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('that the session expired unpaid is 200 and changes nothing', async () => {
    const purchase = await hostedPurchase(shop, 'stripe');
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    await shop.stripe.expire(shop.stripe.sessionFor(id).id, { deliverWebhook: true });
    const [delivery] = shop.stripe.deliveries.filter(
      (each) => each.type === 'checkout.session.expired',
    );
    expect(delivery?.status).toBe(200);
    expect((await purchaseNow(shop, id)).status).toBe('pending_payment');
  });
});

/** Moves the purchase's window `interval` into the past (`'1 second'`, `'2 hours'`). */
async function windowClosedAgo(purchaseId: number, interval: string) {
  await shop
    .db()
    .update(transactions)
    .set({ expiresAt: sql`now() - ${interval}::interval` })
    .where(eq(transactions.purchaseId, purchaseId));
}

describe.each(METHODS)('while %s can’t be asked', (method) => {
  const failOnce = () => {
    const provider = shop.driver(method);
    provider.failNext(provider.callsPerFailure(500), 500);
  };

  it('a read keeps the overdue purchase payable, for an hour past its window', async () => {
    const purchase = await hostedPurchase(shop, method);
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    await windowClosedAgo(id, '1 second');
    failOnce();
    expect((await purchaseNow(shop, id)).status).toBe('pending_payment');
    await windowClosedAgo(id, '2 hours');
    failOnce();
    expect((await purchaseNow(shop, id)).status).toBe('expired');
  });

  it('the buyer’s return answers the purchase as it is', async () => {
    const purchase = await hostedPurchase(shop, method);
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    await shop.driver(method).pay(id, { deliverWebhook: false });
    failOnce();
    expect(bodyOf(await returnCall(shop, id), 200).status).toBe('pending_payment');
    expect(bodyOf(await returnCall(shop, id), 200).status).toBe('approved');
  });
});

describe('a Mercado Pago webhook whose payment can’t be read back', () => {
  it('is 503, so that it is sent again, and pays the purchase when it is', async () => {
    const purchase = await hostedPurchase(shop, 'mercadopago');
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
    const provider = shop.driver('mercadopago');
    await provider.pay(id, { deliverWebhook: false });
    const webhook = provider.paidWebhook(id);
    const before = await eventCount();
    provider.failNext(provider.callsPerFailure(500), 500);
    expect(await postWebhook(webhook)).toBe(503);
    expect(await eventCount()).toBe(before);
    expect(await postWebhook(webhook)).toBe(200);
    expect((await purchaseNow(shop, id)).status).toBe('approved');
  });
});

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
    const purchase = await hostedPurchase(shop, 'mercadopago');
    const id = purchase.purchase_id;
    bodyOf(await payCall(shop, id), 200);
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
    expect((await purchaseNow(shop, id)).status).toBe('pending_payment');
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
    expect((await purchaseNow(shop, id)).status).toBe('pending_payment');
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
