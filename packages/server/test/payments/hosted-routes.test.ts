import {
  orderEndpoints as orders,
  paymentEndpoints as payments,
  type PaymentMethodList,
} from '@plaza/api';
import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents, purchases } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import {
  HOSTED_METHODS,
  postWebhook,
  useHostedShop,
  type HostedMethod,
  type SignedWebhook,
} from '../support/hosted-shop.js';
import { createdAddress, payByCard } from '../support/orders.js';
import { documentedOperations, fetchDocument, registeredRoutes } from '../openapi/document.js';

/*
 * The calls around hosted payments (docs/api.md, "Paying through a real provider"): the methods a shop
 * offers, who may ask for a session and when, and webhooks whose signature does not hold.
 */

const shop = useHostedShop({ BANK_TRANSFER_INSTRUCTIONS: 'Banco Plaza, cuenta 000-123' });

const eventCount = async () => {
  const [row] = await shop.db().select({ count: count() }).from(paymentEvents);
  return row?.count ?? 0;
};

describe('GET payments/methods/', () => {
  it('lists the methods on in the shop’s order, each with its kind', async () => {
    const methods = bodyOf(
      await call<PaymentMethodList>(shop.server, payments.paymentMethods),
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
    // Literal: what the document says is the point, not what the endpoints say.
    const operations = [
      'GET /api/payments/methods/',
      'POST /api/marketplace/products-purchase/{id}/pay/',
      'POST /api/payments/stripe/webhook/',
      'POST /api/payments/mercadopago/webhook/',
    ];
    expect(documented).toEqual(expect.arrayContaining(operations));
    const answered = registeredRoutes(shop.server.server.app).map(
      ({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(answered).toEqual(expect.arrayContaining(operations));
  });
});

describe('POST pay/', () => {
  it('is 404 to anyone but the purchase’s buyer', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const stranger = await registerUser(shop.server);
    const answer = await shop.payCall(purchase.purchase_id, stranger.access);
    expect(answer.status).toBe(404);
    expect(shop.driver('stripe').sessionCount(purchase.purchase_id)).toBe(0);
  });

  it('is 400 for a purchase paid by card or bank transfer', async () => {
    for (const method of ['card', 'bank_transfer'] as const) {
      const purchase = await shop.hostedPurchase(method);
      const answer = await shop.payCall(purchase.purchase_id);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'payment_not_hosted' });
    }
  });

  it('is 409 once the purchase is paid, and 400 transaction_expired past its window', async () => {
    const paid = await shop.hostedPurchase('mercadopago');
    bodyOf(await shop.payCall(paid.purchase_id), 200);
    await shop.driver('mercadopago').pay(paid.purchase_id, { deliverWebhook: true });
    const again = await shop.payCall(paid.purchase_id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'invalid_status' });

    const late = await shop.hostedPurchase('stripe');
    await shop.closeWindow(late.purchase_id);
    const expired = await shop.payCall(late.purchase_id);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'transaction_expired' });
    expect((await shop.purchaseNow(late.purchase_id)).status).toBe('expired');
  });

  it('keeps a card purchase paid by card, not by a provider', async () => {
    const purchase = await shop.hostedPurchase('card');
    const paid = await payByCard(shop.server, shop.buyer.access, purchase.purchase_id);
    expect(paid.status).toBe('approved');
    expect(paid.transaction.provider).toBe('test');
  });
});

describe('a hosted purchase’s return', () => {
  it('is 404 to anyone but its buyer', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const stranger = await registerUser(shop.server);
    const answer = await call(shop.server, orders.verifyPayment, {
      params: { id: purchase.purchase_id },
      token: stranger.access,
      body: { verification_data: {} },
    });
    expect(answer.status).toBe(404);
  });

  it('answers a purchase with no session yet as it is', async () => {
    const purchase = await shop.hostedPurchase('mercadopago');
    expect(bodyOf(await shop.returnCall(purchase.purchase_id), 200).status).toBe('pending_payment');
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

describe.each(HOSTED_METHODS)('a %s webhook', (method) => {
  it('whose signature fails is 400: nothing applied, no event kept', async () => {
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
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
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
    // The genuine one pays it.
    expect(await postWebhook(shop.driver(method).paidWebhook(id))).toBe(200);
    expect((await shop.purchaseNow(id)).status).toBe('approved');
  });
});

describe('a Stripe webhook', () => {
  it('whose body was changed after it was signed is 400', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.driver('stripe').pay(id, { deliverWebhook: false });
    const genuine = shop.driver('stripe').paidWebhook(id);
    const changed = genuine.body.replace(`"purchase_id": "${id}"`, `"purchase_id": "${id + 1}"`);
    expect(changed).not.toBe(genuine.body);
    const before = await eventCount();
    expect(await postWebhook({ ...genuine, body: changed })).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('that the session expired unpaid is 200 and changes nothing', async () => {
    const purchase = await shop.hostedPurchase('stripe');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.stripe.expire(shop.stripe.sessionFor(id).id, { deliverWebhook: true });
    const [delivery] = shop.stripe.deliveries.filter(
      (each) => each.type === 'checkout.session.expired',
    );
    expect(delivery?.status).toBe(200);
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
  });
});

describe('a Stripe session that outlives its purchase', () => {
  // Stripe keeps a Checkout Session open 30 minutes at least: longer than a short payment window.
  it('is closed when the purchase expires unpaid, so its page takes no late payment', async () => {
    const id = (await shop.hostedPurchase('stripe')).purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.closeWindow(id);
    expect((await shop.purchaseNow(id)).status).toBe('expired');
    expect(shop.stripe.sessionFor(id).status).toBe('expired');
  });

  it('is closed when its buyer cancels the purchase unpaid', async () => {
    const id = (await shop.hostedPurchase('stripe')).purchase_id;
    bodyOf(await shop.payCall(id), 200);
    const cancelled = await shop.cancelCall(id);
    expect(bodyOf(cancelled, 200).status).toBe('cancelled');
    expect(shop.stripe.sessionFor(id).status).toBe('expired');
  });

  it('paid with its webhook still on the way is refunded when its buyer cancels', async () => {
    const id = (await shop.hostedPurchase('stripe')).purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.driver('stripe').pay(id, { deliverWebhook: false });
    const cancelled = await shop.cancelCall(id);
    // Stripe was asked before the cancel: the payment was applied, then refunded with it.
    expect(bodyOf(cancelled, 200)).toMatchObject({
      status: 'cancelled',
      transaction: { status: 'paid', refund: { status: 'succeeded' } },
    });
    expect(shop.driver('stripe').refundCount(id)).toBe(1);
  });

  it('stays as it is once paid: a paid purchase cancelled is refunded, nothing closed', async () => {
    const id = (await shop.hostedPurchase('stripe')).purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.driver('stripe').pay(id, { deliverWebhook: true });
    const cancelled = await shop.cancelCall(id);
    expect(bodyOf(cancelled, 200).transaction.refund?.status).toBe('succeeded');
    expect(shop.stripe.sessionFor(id).status).toBe('complete');
  });
});

describe.each(HOSTED_METHODS)('while %s can’t be asked', (method) => {
  const failOnce = () => {
    const provider = shop.driver(method);
    provider.failNext(provider.callsPerFailure(500), 500);
  };

  it('a read keeps the overdue purchase payable, for an hour past its window', async () => {
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.closeWindow(id, '1 second');
    failOnce();
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
    await shop.closeWindow(id, '2 hours');
    failOnce();
    expect((await shop.purchaseNow(id)).status).toBe('expired');
  });

  it('a buyer’s list asks it once, not once for each of the buyer’s overdue sessions', async () => {
    const buyer = await registerUser(shop.server);
    const { id: address } = await createdAddress(shop.server, buyer.access);
    const ids: number[] = [];
    for (const ago of ['2 minutes', '1 minute']) {
      const { purchase_id: id } = await shop.hostedPurchase(method, { buyer, address });
      bodyOf(await shop.payCall(id, buyer.access), 200);
      // Paid, with the webhook lost: asking would pay it.
      await shop.driver(method).pay(id, { deliverWebhook: false });
      await shop.closeWindow(id, ago);
      ids.push(id);
    }
    failOnce();
    bodyOf(await shop.listCall(buyer.access), 200);
    // The first overdue session's question went unanswered: the second was not asked at all (read
    // from the database, since reading it through the API would ask).
    const statuses = await shop
      .db()
      .select({ status: purchases.status })
      .from(purchases)
      .where(inArray(purchases.id, ids));
    expect(statuses.map(({ status }) => status)).toEqual(['pending_payment', 'pending_payment']);
  });

  it('the buyer’s return answers the purchase as it is', async () => {
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await shop.driver(method).pay(id, { deliverWebhook: false });
    failOnce();
    expect(bodyOf(await shop.returnCall(id), 200).status).toBe('pending_payment');
    expect(bodyOf(await shop.returnCall(id), 200).status).toBe('approved');
  });
});

describe('a Mercado Pago webhook whose payment can’t be read back', () => {
  it('is 503, so that it is sent again, and pays the purchase when it is', async () => {
    const purchase = await shop.hostedPurchase('mercadopago');
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    const provider = shop.driver('mercadopago');
    await provider.pay(id, { deliverWebhook: false });
    const webhook = provider.paidWebhook(id);
    const before = await eventCount();
    provider.failNext(provider.callsPerFailure(500), 500);
    expect(await postWebhook(webhook)).toBe(503);
    expect(await eventCount()).toBe(before);
    expect(await postWebhook(webhook)).toBe(200);
    expect((await shop.purchaseNow(id)).status).toBe('approved');
  });
});
