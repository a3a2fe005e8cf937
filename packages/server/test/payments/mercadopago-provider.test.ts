import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoProvider } from '../../src/payments/mercadopago/mercadopago-provider.js';
import {
  ProviderUnavailable,
  WebhookRefused,
  type HostedProvider,
  type SessionRequest,
  type WebhookRequest,
} from '../../src/payments/provider.js';
import {
  startFakeMercadoPago,
  type FakeMercadoPago,
  type FakeNotification,
} from '../support/fake-mercadopago/index.js';
import { signatureHeader } from '../support/fake-mercadopago/webhooks.js';

/** Webhooks the fake's hosted page sends, caught here as Plaza's route would receive them. */
interface Caught {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let fake: FakeMercadoPago;
let provider: HostedProvider;
let receiver: Server;
let webhookUrl: string;
const caught: Caught[] = [];
let nextPurchase = 1;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ webhookSecret: 'mp-secret' });
  provider = createMercadoPagoProvider({
    accessToken: fake.accessToken,
    webhookSecret: 'mp-secret',
    apiUrl: fake.url,
    currency: 'ARS',
    usdRate: '950.25',
    // Generous: a loaded test machine must not turn a slow answer into a failure.
    timeoutMs: 5000,
  });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      caught.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/mercadopago/webhook/`;
});

afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

afterEach(() => {
  caught.length = 0;
});

/** A purchase of two lines, 12.34 + 2 × 5.00 + 3.99 shipping = 26.33 dollars. */
function sessionRequest(purchaseId = nextPurchase++): SessionRequest {
  return {
    purchaseId,
    total: 2633,
    lines: [
      { name: 'Mate de calabaza', quantity: 1, unitAmount: 1234 },
      { name: 'Yerba 1 kg', quantity: 2, unitAmount: 500 },
      { name: 'Shipping', quantity: 1, unitAmount: 399 },
    ],
    expiresAt: new Date('2030-01-02T03:04:05.000Z'),
    returnUrl: `https://plaza.test/purchases/${purchaseId}?payment=return`,
    webhookUrl,
    idempotencyKey: `purchase-${purchaseId}-session`,
    buyerEmail: 'buyer@example.com',
  };
}

/** A webhook as Plaza's route hands it over: raw body, lower-case headers, the parsed query. */
function webhookRequestOf(notification: FakeNotification): WebhookRequest {
  return {
    rawBody: Buffer.from(notification.body),
    headers: Object.fromEntries(
      Object.entries(notification.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    query: Object.fromEntries(new URL(notification.url).searchParams),
  };
}

async function openedSession(purchaseId = nextPurchase++) {
  const request = sessionRequest(purchaseId);
  return { request, session: await provider.openSession(request) };
}

describe('opening a session', () => {
  it('creates one preference for the purchase, charged in pesos as one line of the converted total', async () => {
    const { request, session } = await openedSession();
    // 26.33 dollars × 950.25 = 25,020.0825 pesos: 2,502,008 centavos, rounded half up.
    expect(session.terms).toEqual({ currency: 'ARS', minor: 2502008, exchangeRate: '950.25' });
    const preference = fake.preferences.get(session.sessionId)!;
    expect(session.redirectUrl).toBe(preference.init_point);
    expect(preference.items).toEqual([
      {
        id: `purchase-${request.purchaseId}`,
        title: 'Mate de calabaza, Yerba 1 kg, Shipping',
        quantity: 1,
        currency_id: 'ARS',
        unit_price: 25020.08,
      },
    ]);
    expect(preference).toMatchObject({
      external_reference: String(request.purchaseId),
      notification_url: `${webhookUrl}?source_news=webhooks`,
      back_urls: {
        success: request.returnUrl,
        failure: request.returnUrl,
        pending: request.returnUrl,
      },
      auto_return: 'approved',
      binary_mode: true,
      expires: true,
      expiration_date_to: '2030-01-02T03:04:05.000Z',
      payer: { email: 'buyer@example.com' },
      metadata: { purchase_id: request.purchaseId },
      idempotencyKey: request.idempotencyKey,
    });
  });

  it('answers the same preference when asked again with the same key, and a new one with another', async () => {
    const request = sessionRequest();
    const first = await provider.openSession(request);
    const again = await provider.openSession(request);
    expect(again).toEqual(first);
    const other = await provider.openSession({ ...request, idempotencyKey: 'another-key' });
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('cuts a long title to 250 characters', async () => {
    const request = sessionRequest();
    const long = { ...request, lines: [{ name: 'ñ'.repeat(300), quantity: 1, unitAmount: 2633 }] };
    const session = await provider.openSession(long);
    const title = fake.preferences.get(session.sessionId)!.items[0]!.title;
    expect(Array.from(title)).toHaveLength(250);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('reading a session back', () => {
  it('is pending while the preference has no payment', async () => {
    const { request, session } = await openedSession();
    const fact = await provider.readSession({
      purchaseId: request.purchaseId,
      sessionId: session.sessionId,
    });
    expect(fact).toEqual({
      eventId: `preference:${session.sessionId}:none`,
      kind: 'pending',
      purchaseId: request.purchaseId,
    });
  });

  it('is paid once a payment is approved, with the money it paid', async () => {
    const { request, session } = await openedSession();
    await fake.payByApi(session.sessionId, { deliverWebhook: false, status: 'rejected' });
    const payment = await fake.payByApi(session.sessionId, { deliverWebhook: false });
    const fact = await provider.readSession({
      purchaseId: request.purchaseId,
      sessionId: session.sessionId,
    });
    expect(fact).toEqual({
      eventId: `payment:${payment.id}:approved`,
      kind: 'paid',
      purchaseId: request.purchaseId,
      paymentId: String(payment.id),
      paid: { currency: 'ARS', minor: 2502008 },
    });
  });

  it('is failed when every payment was declined, and pending while one is in process', async () => {
    const { request, session } = await openedSession();
    const rejected = await fake.payByApi(session.sessionId, {
      deliverWebhook: false,
      status: 'rejected',
    });
    const read = () =>
      provider.readSession({ purchaseId: request.purchaseId, sessionId: session.sessionId });
    expect(await read()).toMatchObject({
      kind: 'failed',
      eventId: `payment:${rejected.id}:rejected`,
    });
    const inProcess = await fake.payByApi(session.sessionId, {
      deliverWebhook: false,
      status: 'in_process',
    });
    expect(await read()).toMatchObject({
      kind: 'pending',
      eventId: `payment:${inProcess.id}:in_process`,
    });
  });

  it("reports a wrong amount as paid, as it was, for the purchase's terms to refuse", async () => {
    const { request, session } = await openedSession();
    await fake.payByApi(session.sessionId, { deliverWebhook: false, amount: 100.5 });
    const fact = await provider.readSession({
      purchaseId: request.purchaseId,
      sessionId: session.sessionId,
    });
    expect(fact.paid).toEqual({ currency: 'ARS', minor: 10050 });
  });
});

describe('webhooks', () => {
  it('read the payment a signed webhook names: approved is paid', async () => {
    const { request, session } = await openedSession();
    const payment = await fake.payByApi(session.sessionId, { deliverWebhook: false });
    const facts = await provider.webhookFacts(webhookRequestOf(fake.notificationFor(payment.id)));
    expect(facts).toEqual([
      {
        eventId: `payment:${payment.id}:approved`,
        kind: 'paid',
        purchaseId: request.purchaseId,
        paymentId: String(payment.id),
        paid: { currency: 'ARS', minor: 2502008 },
      },
    ]);
  });

  it('say failed for a rejected payment and refunded once it is refunded', async () => {
    const { request, session } = await openedSession();
    const rejected = await fake.payByApi(session.sessionId, {
      deliverWebhook: false,
      status: 'rejected',
    });
    expect(
      await provider.webhookFacts(webhookRequestOf(fake.notificationFor(rejected.id))),
    ).toEqual([
      {
        eventId: `payment:${rejected.id}:rejected`,
        kind: 'failed',
        purchaseId: request.purchaseId,
        paymentId: String(rejected.id),
      },
    ]);
    const paid = await fake.payByApi(session.sessionId, { deliverWebhook: false });
    const refund = await provider.refund({
      paymentId: String(paid.id),
      idempotencyKey: `refund-${paid.id}`,
    });
    expect(await provider.webhookFacts(webhookRequestOf(fake.notificationFor(paid.id)))).toEqual([
      {
        eventId: `payment:${paid.id}:refunded`,
        kind: 'refunded',
        purchaseId: request.purchaseId,
        paymentId: String(paid.id),
        // Which refund went through, so it closes that one alone (payments/apply-fact.ts).
        refundIds: [refund.status === 'succeeded' ? refund.refundId : 'none'],
      },
    ]);
  });

  it("come from the hosted page's buttons, which send the buyer back with Mercado Pago's query", async () => {
    const { request, session } = await openedSession();
    const page = await (await fetch(session.redirectUrl)).text();
    expect(page).toContain('<button type="submit">Pay</button>');
    expect(page).toContain('<button type="submit">Decline</button>');

    const declined = await fetch(`${fake.url}/checkout/${session.sessionId}/decline`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const paid = await fetch(`${fake.url}/checkout/${session.sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(declined.status).toBe(302);
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}?payment=${back.searchParams.get('payment')}`).toBe(
      request.returnUrl,
    );
    const paymentId = back.searchParams.get('payment_id')!;
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      collection_id: paymentId,
      collection_status: 'approved',
      status: 'approved',
      external_reference: String(request.purchaseId),
      preference_id: session.sessionId,
    });
    expect(new URL(declined.headers.get('location')!).searchParams.get('status')).toBe('rejected');

    // Both webhooks reached the notification URL, signed, and say what each button did.
    expect(caught).toHaveLength(2);
    const facts = await Promise.all(
      caught.map(({ url, headers, body }) =>
        provider.webhookFacts({
          rawBody: Buffer.from(body),
          headers,
          query: Object.fromEntries(new URL(url, webhookUrl).searchParams),
        }),
      ),
    );
    expect(facts.map(([fact]) => fact?.kind)).toEqual(['failed', 'paid']);
    expect(facts[1]![0]!.paymentId).toBe(paymentId);
    expect(new URL(caught[1]!.url, webhookUrl).searchParams.get('source_news')).toBe('webhooks');
  });

  it('are refused with a wrong, spoiled, missing or old signature', async () => {
    const { session } = await openedSession();
    const payment = await fake.payByApi(session.sessionId, { deliverWebhook: false });
    const good = webhookRequestOf(fake.notificationFor(payment.id));
    const refused = (request: WebhookRequest) =>
      expect(provider.webhookFacts(request)).rejects.toBeInstanceOf(WebhookRefused);

    await refused(webhookRequestOf(fake.notificationFor(payment.id, { secret: 'not-the-secret' })));
    await refused({ ...good, headers: { ...good.headers, 'x-signature': undefined } });
    await refused({ ...good, headers: { ...good.headers, 'x-request-id': 'another-request' } });
    await refused({ ...good, headers: { ...good.headers, 'x-signature': 'ts=1,v1=zz' } });
    await refused({ ...good, query: { ...good.query, 'data.id': String(payment.id + 1) } });
    // A body naming another payment than the signed query does.
    await refused({
      ...good,
      rawBody: Buffer.from(JSON.stringify({ type: 'payment', data: { id: '1' } })),
    });
    // Signed six minutes ago: a replay.
    const old = Date.now() - 6 * 60 * 1000;
    await refused(webhookRequestOf(fake.notificationFor(payment.id, { ts: old })));
    // The same signature is taken with ts in seconds, as Mercado Pago's documentation writes it.
    const inSeconds = webhookRequestOf(
      fake.notificationFor(payment.id, { ts: Math.floor(Date.now() / 1000) }),
    );
    expect(await provider.webhookFacts(inSeconds)).toHaveLength(1);
    expect(await provider.webhookFacts(good)).toHaveLength(1);
  });

  it('are checked over an alphanumeric data.id lower-cased, as Mercado Pago signs it', async () => {
    const requestId = 'c0ffee00-1111-2222-3333-444455556666';
    const ts = String(Date.now());
    const signedOver = (manifestId: string): WebhookRequest => {
      const manifest = `id:${manifestId};request-id:${requestId};ts:${ts};`;
      const v1 = createHmac('sha256', 'mp-secret').update(manifest).digest('hex');
      return {
        rawBody: Buffer.from(JSON.stringify({ type: 'payment', data: { id: 'ABC123' } })),
        headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
        query: { 'data.id': 'ABC123', type: 'payment' },
      };
    };
    // Mercado Pago knows no payment ABC123: a verified webhook about it carries no fact.
    expect(await provider.webhookFacts(signedOver('abc123'))).toEqual([]);
    await expect(provider.webhookFacts(signedOver('ABC123'))).rejects.toBeInstanceOf(
      WebhookRefused,
    );
  });

  it('about another topic carry no fact', async () => {
    const requestId = 'topic-request';
    const ts = String(Date.now());
    const facts = await provider.webhookFacts({
      rawBody: Buffer.from(JSON.stringify({ type: 'merchant_order', data: { id: '77' } })),
      headers: {
        'x-request-id': requestId,
        'x-signature': signatureHeader({ dataId: '77', requestId, ts }, 'mp-secret'),
      },
      query: { 'data.id': '77', type: 'merchant_order' },
    });
    expect(facts).toEqual([]);
  });
});

describe('refunds', () => {
  async function paidPayment() {
    const { session } = await openedSession();
    return fake.payByApi(session.sessionId, { deliverWebhook: false });
  }

  it('refund the whole payment when no amount is given, once per key', async () => {
    const payment = await paidPayment();
    const request = { paymentId: String(payment.id), idempotencyKey: `refund-${payment.id}` };
    const outcome = await provider.refund(request);
    const made = fake.refunds.filter((refund) => refund.payment_id === payment.id);
    expect(made).toHaveLength(1);
    expect(outcome).toEqual({ status: 'succeeded', refundId: String(made[0]!.id) });
    expect(made[0]).toMatchObject({ amount: 25020.08, idempotencyKey: request.idempotencyKey });
    expect(fake.payments.get(payment.id)!.status).toBe('refunded');
    expect(await provider.refund(request)).toEqual(outcome);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it('count a payment already refunded as refunded', async () => {
    const payment = await paidPayment();
    const first = await provider.refund({ paymentId: String(payment.id), idempotencyKey: 'first' });
    const second = await provider.refund({
      paymentId: String(payment.id),
      idempotencyKey: 'second',
    });
    expect(second).toEqual(first);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it('refund part of a payment in its own minor units', async () => {
    const payment = await paidPayment();
    const outcome = await provider.refund({
      paymentId: String(payment.id),
      minor: 1000005,
      idempotencyKey: `part-${payment.id}`,
    });
    expect(outcome.status).toBe('succeeded');
    expect(fake.refunds.at(-1)).toMatchObject({ payment_id: payment.id, amount: 10000.05 });
    expect(fake.payments.get(payment.id)!.status).toBe('approved');
  });

  it('fail for a payment that was declined', async () => {
    const { session } = await openedSession();
    const rejected = await fake.payByApi(session.sessionId, {
      deliverWebhook: false,
      status: 'rejected',
    });
    const outcome = await provider.refund({
      paymentId: String(rejected.id),
      idempotencyKey: 'declined',
    });
    expect(outcome).toMatchObject({ status: 'failed' });
  });
});

describe('when Mercado Pago fails', () => {
  const unavailable = (call: Promise<unknown>) =>
    expect(call).rejects.toBeInstanceOf(ProviderUnavailable);

  it('retries a 500 once', async () => {
    fake.failNext(1, { status: 500 });
    const opened = await provider.openSession(sessionRequest());
    expect(fake.preferences.has(opened.sessionId)).toBe(true);
  });

  it('is unavailable when the retry fails too, and changes nothing', async () => {
    const { request, session } = await openedSession();
    const payment = await fake.payByApi(session.sessionId, { deliverWebhook: false });
    const preferences = fake.preferences.size;
    fake.failNext(2, { status: 500 });
    await unavailable(provider.openSession(sessionRequest()));
    expect(fake.preferences.size).toBe(preferences);
    fake.failNext(2, { status: 500 });
    await unavailable(
      provider.readSession({ purchaseId: request.purchaseId, sessionId: session.sessionId }),
    );
    fake.failNext(2, { status: 503 });
    await unavailable(provider.webhookFacts(webhookRequestOf(fake.notificationFor(payment.id))));
    fake.failNext(2, { status: 500 });
    await unavailable(provider.refund({ paymentId: String(payment.id), idempotencyKey: 'down' }));
    expect(payment.status).toBe('approved');
    // The fake is answering again: the same calls go through.
    expect(
      (await provider.readSession({ purchaseId: request.purchaseId, sessionId: session.sessionId }))
        .kind,
    ).toBe('paid');
  });

  it('is unavailable when no answer comes in time', async () => {
    // A call held unanswered fails whatever the timeout: a short one keeps the test short.
    const impatient = createMercadoPagoProvider({
      accessToken: fake.accessToken,
      webhookSecret: 'mp-secret',
      apiUrl: fake.url,
      currency: 'ARS',
      usdRate: '950.25',
      timeoutMs: 300,
    });
    const { request, session } = await openedSession();
    fake.failNext(2, { status: 'hang' });
    await unavailable(
      impatient.readSession({ purchaseId: request.purchaseId, sessionId: session.sessionId }),
    );
    fake.failNext(2, { status: 'hang' });
    await unavailable(impatient.openSession(sessionRequest()));
  });

  it('is unavailable with a wrong access token or nobody listening', async () => {
    const wrongToken = createMercadoPagoProvider({
      accessToken: 'APP_USR-wrong',
      webhookSecret: 'mp-secret',
      apiUrl: fake.url,
      currency: 'ARS',
      usdRate: '950.25',
    });
    await unavailable(wrongToken.openSession(sessionRequest()));
    const nobody = createMercadoPagoProvider({
      accessToken: fake.accessToken,
      webhookSecret: 'mp-secret',
      apiUrl: 'http://127.0.0.1:9',
      currency: 'ARS',
      usdRate: '950.25',
      retries: 0,
    });
    await unavailable(nobody.readSession({ purchaseId: 1, sessionId: 'x' }));
  });
});
