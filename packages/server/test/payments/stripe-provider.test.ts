import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostedProvider, SessionRequest } from '../../src/payments/provider.js';
import { ProviderUnavailable, WebhookRefused } from '../../src/payments/provider.js';
import { sessionExpiry } from '../../src/payments/stripe/session-terms.js';
import { eventFact, purchaseIdOf } from '../../src/payments/stripe/stripe-events.js';
import { createStripeProvider } from '../../src/payments/stripe/stripe-provider.js';
import type { FakeEventType, FakeStripe, SignedEvent } from '../support/fake-stripe/index.js';
import { startFakeStripe } from '../support/fake-stripe/index.js';

const MINUTE = 60_000;
let fake: FakeStripe;
let stripe: HostedProvider;
let nextPurchase = 1000;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
  });
});

afterAll(() => fake.close());

/** A purchase of two mugs and their shipping, waiting for payment for `minutes` more. */
function sessionRequest(minutes = 30): SessionRequest {
  const purchaseId = ++nextPurchase;
  return {
    purchaseId,
    total: 2 * 1250 + 500,
    lines: [
      { name: 'Taza "Aurora" & plato', quantity: 2, unitAmount: 1250 },
      { name: 'Envío', quantity: 1, unitAmount: 500 },
    ],
    expiresAt: new Date(Date.now() + minutes * MINUTE),
    returnUrl: `http://plaza.test/purchases/${purchaseId}?payment=return`,
    webhookUrl: 'http://plaza.test/api/payments/stripe/webhook/',
    idempotencyKey: `purchase:${purchaseId}:stripe`,
    buyerEmail: 'buyer@example.com',
  };
}

/** A webhook request as Plaza's route hands it to the provider. */
const asWebhook = ({ payload, headers }: SignedEvent) => ({
  rawBody: Buffer.from(payload),
  headers,
  query: {},
});

const eventIdOf = ({ payload }: SignedEvent) => (JSON.parse(payload) as { id: string }).id;

/** What the provider makes of the session's `type` event as sent, and the id its facts carry. */
async function factsOf(sessionId: string, type: FakeEventType) {
  const event = fake.eventFor(sessionId, type);
  return { eventId: eventIdOf(event), facts: await stripe.webhookFacts(asWebhook(event)) };
}

async function openedSession(minutes = 30) {
  const request = sessionRequest(minutes);
  const opened = await stripe.openSession(request);
  return { request, opened, sessionId: opened.sessionId };
}

describe('openSession', () => {
  it('opens a Checkout Session in dollars naming the purchase, and sends the buyer to its page', async () => {
    const { request, opened } = await openedSession();
    expect(opened.terms).toEqual({ currency: 'USD', minor: 3000, exchangeRate: null });
    const session = fake.sessions.get(opened.sessionId);
    expect(session).toMatchObject({
      status: 'open',
      currency: 'usd',
      amountTotal: 3000,
      lineItems: [
        { name: 'Taza "Aurora" & plato', unitAmount: 1250, quantity: 2 },
        { name: 'Envío', unitAmount: 500, quantity: 1 },
      ],
      metadata: { purchase_id: String(request.purchaseId) },
      paymentIntentMetadata: { purchase_id: String(request.purchaseId) },
      clientReferenceId: String(request.purchaseId),
      customerEmail: 'buyer@example.com',
      successUrl: `${request.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${request.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(opened.redirectUrl).toBe(`${fake.url}/pay/${opened.sessionId}`);
    const page = await fetch(opened.redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Taza &#34;Aurora&#34; &#38; plato');
  });

  it('answers the same session for the same idempotency key, and another for another key', async () => {
    const request = sessionRequest();
    const [first, second] = await Promise.all([
      stripe.openSession(request),
      stripe.openSession(request),
    ]);
    const third = await stripe.openSession(request);
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(third.sessionId).toBe(first?.sessionId);
    const other = await stripe.openSession({
      ...request,
      idempotencyKey: `${request.idempotencyKey}:2`,
    });
    expect(other.sessionId).not.toBe(first?.sessionId);
  });

  it('opens a session when called again minutes after an answer that was lost', async () => {
    // A 10-minute window: the session closes at a time that moves in 5-minute steps with the clock.
    const request = sessionRequest(10);
    const first = await stripe.openSession(request);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * MINUTE });
    try {
      const again = await stripe.openSession(request);
      expect(again.sessionId).not.toBe(first.sessionId);
      expect(fake.sessions.get(again.sessionId)?.status).toBe('open');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the session at the purchase’s expiry when Stripe allows it, and never before 30 minutes', async () => {
    const long = sessionRequest(120);
    const { sessionId } = await stripe.openSession(long);
    expect(fake.sessions.get(sessionId)?.expiresAt).toBe(
      Math.floor(long.expiresAt.getTime() / 1000),
    );

    const { sessionId: shortId } = await openedSession(5);
    const expiresAt = fake.sessions.get(shortId)?.expiresAt ?? 0;
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(Date.now() + 30 * MINUTE);
  });
});

describe('sessionExpiry', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('asks the same expiry for a short window opened again moments later', () => {
    const expiresAt = new Date(now + 25 * MINUTE);
    const first = sessionExpiry(expiresAt, now);
    expect(sessionExpiry(expiresAt, now + 7_000)).toBe(first);
    expect(first * 1000).toBeGreaterThanOrEqual(now + 32 * MINUTE);
    // Later by whole 5-minute steps from the purchase's own expiry.
    expect((first * 1000 - expiresAt.getTime()) % (5 * MINUTE)).toBe(0);
  });

  it('keeps within Stripe’s 24 hours', () => {
    const expiresAt = new Date(now + 30 * 60 * MINUTE);
    expect(sessionExpiry(expiresAt, now) * 1000).toBeLessThan(now + 24 * 60 * MINUTE);
  });
});

describe('readSession', () => {
  it('says pending while the session is open', async () => {
    const { request, sessionId } = await openedSession();
    expect(await stripe.readSession({ purchaseId: request.purchaseId, sessionId })).toEqual({
      eventId: `session:${sessionId}:open:unpaid`,
      kind: 'pending',
      purchaseId: request.purchaseId,
    });
  });

  it('says paid, with what was paid and the PaymentIntent, once paid even without its webhook', async () => {
    const { request, sessionId } = await openedSession();
    const { paymentIntentId } = await fake.payByApi(sessionId, { deliverWebhook: false });
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(await stripe.readSession({ purchaseId: request.purchaseId, sessionId })).toEqual({
      eventId: `session:${sessionId}:complete:paid`,
      kind: 'paid',
      purchaseId: request.purchaseId,
      paymentId: paymentIntentId,
      paid: { currency: 'USD', minor: 3000 },
    });
  });

  it('says what Stripe took, so a wrong amount can be refused', async () => {
    const { request, sessionId } = await openedSession();
    fake.setPaidAmount(sessionId, 2999);
    await fake.payByApi(sessionId, { deliverWebhook: false });
    const fact = await stripe.readSession({ purchaseId: request.purchaseId, sessionId });
    expect(fact.paid).toEqual({ currency: 'USD', minor: 2999 });
  });

  it('says expired once Stripe closed the session', async () => {
    const { request, sessionId } = await openedSession();
    await fake.expire(sessionId);
    const fact = await stripe.readSession({ purchaseId: request.purchaseId, sessionId });
    expect(fact).toMatchObject({ eventId: `session:${sessionId}:expired:unpaid`, kind: 'expired' });
  });

  it('says pending for a completed session whose money has not arrived (a bank debit)', async () => {
    const { request, sessionId } = await openedSession();
    await fake.payByApi(sessionId, { deliverWebhook: false, delayed: true });
    const fact = await stripe.readSession({ purchaseId: request.purchaseId, sessionId });
    expect(fact).toMatchObject({
      eventId: `session:${sessionId}:complete:unpaid`,
      kind: 'pending',
    });
  });

  it('is ProviderUnavailable, with Stripe’s code, for a session Stripe does not know', async () => {
    const read = stripe.readSession({ purchaseId: 1, sessionId: 'cs_test_unknown' });
    await expect(read).rejects.toThrow(ProviderUnavailable);
    await expect(read).rejects.toThrow(/404 resource_missing/);
  });
});

describe('webhookFacts', () => {
  it('turns checkout.session.completed into a paid fact, under the event’s own id', async () => {
    const { request, sessionId } = await openedSession();
    const { paymentIntentId } = await fake.payByApi(sessionId, { deliverWebhook: false });
    const { eventId, facts } = await factsOf(sessionId, 'checkout.session.completed');
    expect(facts).toEqual([
      {
        eventId,
        kind: 'paid',
        purchaseId: request.purchaseId,
        paymentId: paymentIntentId,
        paid: { currency: 'USD', minor: 3000 },
      },
    ]);
    // Sent again, it is the same event.
    expect(eventIdOf(fake.eventFor(sessionId, 'checkout.session.completed'))).toBe(eventId);
  });

  it('waits on a completed session still unpaid, then follows its asynchronous payment', async () => {
    const { request, sessionId } = await openedSession();
    await fake.payByApi(sessionId, { deliverWebhook: false, delayed: true });
    const completed = await factsOf(sessionId, 'checkout.session.completed');
    expect(completed.facts).toMatchObject([{ kind: 'pending', purchaseId: request.purchaseId }]);
    await fake.settle(sessionId, 'succeeded', { deliverWebhook: false });
    const succeeded = await factsOf(sessionId, 'checkout.session.async_payment_succeeded');
    expect(succeeded.facts).toMatchObject([
      { eventId: succeeded.eventId, kind: 'paid', paid: { currency: 'USD', minor: 3000 } },
    ]);
  });

  it('turns a failed asynchronous payment into a failed fact', async () => {
    const { request, sessionId } = await openedSession();
    await fake.payByApi(sessionId, { deliverWebhook: false, delayed: true });
    await fake.settle(sessionId, 'failed', { deliverWebhook: false });
    const { eventId, facts } = await factsOf(sessionId, 'checkout.session.async_payment_failed');
    expect(facts).toMatchObject([{ eventId, kind: 'failed', purchaseId: request.purchaseId }]);
  });

  it('turns checkout.session.expired into an expired fact', async () => {
    const { request, sessionId } = await openedSession();
    await fake.expire(sessionId);
    const { eventId, facts } = await factsOf(sessionId, 'checkout.session.expired');
    expect(facts).toEqual([{ eventId, kind: 'expired', purchaseId: request.purchaseId }]);
  });

  it('turns charge.refunded into a refunded fact naming the purchase from the charge', async () => {
    const { request, sessionId } = await openedSession();
    const { paymentIntentId } = await fake.payByApi(sessionId, { deliverWebhook: false });
    await stripe.refund({
      paymentId: paymentIntentId,
      idempotencyKey: `refund:${request.purchaseId}`,
    });
    const { eventId, facts } = await factsOf(sessionId, 'charge.refunded');
    expect(facts).toEqual([
      {
        eventId,
        kind: 'refunded',
        purchaseId: request.purchaseId,
        paymentId: paymentIntentId,
      },
    ]);
  });

  it('names the refunds that went through when the refunded charge carries all of them', () => {
    const refunds = (hasMore: boolean) => ({
      object: 'list',
      has_more: hasMore,
      data: [
        { id: 're_done', status: 'succeeded' },
        { id: 're_waiting', status: 'pending' },
      ],
    });
    const refundedCharge = (hasMore: boolean) =>
      ({
        id: `evt_refunds_${hasMore}`,
        type: 'charge.refunded',
        data: {
          object: {
            metadata: { purchase_id: '7' },
            payment_intent: 'pi_7',
            refunds: refunds(hasMore),
          },
        },
      }) as unknown as Stripe.Event;
    expect(eventFact(refundedCharge(false))).toMatchObject({ refundIds: ['re_done'] });
    // Some of its refunds left out: which one went through cannot be told.
    expect(eventFact(refundedCharge(true))).not.toHaveProperty('refundIds');
  });

  it('ignores, once verified, events Plaza does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: fake.webhookSecret,
    });
    const facts = await stripe.webhookFacts(
      asWebhook({ payload, headers: { 'stripe-signature': header } }),
    );
    expect(facts).toEqual([{ eventId: 'evt_other', kind: 'ignored', purchaseId: null }]);
  });

  it('names no purchase for a session whose metadata has none', async () => {
    // A session opened elsewhere on the same account, without Plaza's metadata.
    const direct = new Stripe(fake.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    const session = await direct.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Other' } },
          quantity: 1,
        },
      ],
      success_url: 'http://elsewhere.test/done',
    });
    await fake.payByApi(session.id, { deliverWebhook: false });
    const [fact] = await stripe.webhookFacts(
      asWebhook(fake.eventFor(session.id, 'checkout.session.completed')),
    );
    expect(fact).toMatchObject({ kind: 'paid', purchaseId: null });
  });

  describe('refuses, as WebhookRefused, an event that is not Stripe’s as sent', () => {
    let event: SignedEvent;
    beforeAll(async () => {
      const { sessionId } = await openedSession();
      await fake.payByApi(sessionId, { deliverWebhook: false });
      event = fake.eventFor(sessionId, 'checkout.session.completed');
    });

    it('signed with another secret', async () => {
      const forged = fake.eventFor(eventSession(event), 'checkout.session.completed', {
        secret: 'whsec_not_plazas',
      });
      await expect(stripe.webhookFacts(asWebhook(forged))).rejects.toThrow(WebhookRefused);
    });

    it('changed after it was signed', async () => {
      const changed = {
        ...event,
        payload: event.payload.replace('"amount_total": 3000', '"amount_total": 30'),
      };
      expect(changed.payload).not.toBe(event.payload);
      await expect(stripe.webhookFacts(asWebhook(changed))).rejects.toThrow(WebhookRefused);
    });

    it('signed more than five minutes ago (a replay)', async () => {
      const old = fake.eventFor(eventSession(event), 'checkout.session.completed', {
        timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
      });
      await expect(stripe.webhookFacts(asWebhook(old))).rejects.toThrow(WebhookRefused);
    });

    it('without its signature', async () => {
      const unsigned = { ...event, headers: { 'content-type': 'application/json' } };
      await expect(stripe.webhookFacts(asWebhook(unsigned))).rejects.toThrow(WebhookRefused);
    });

    it('while the same event as sent is taken', async () => {
      expect(await stripe.webhookFacts(asWebhook(event))).toMatchObject([{ kind: 'paid' }]);
    });
  });
});

/** The session an event is about. */
const eventSession = ({ payload }: SignedEvent) =>
  (JSON.parse(payload) as { data: { object: { id: string } } }).data.object.id;

describe('refund', () => {
  async function paidPurchase() {
    const { request, sessionId } = await openedSession();
    const { paymentIntentId } = await fake.payByApi(sessionId, { deliverWebhook: false });
    return { request, paymentIntentId };
  }

  it('refunds the whole payment once per idempotency key', async () => {
    const { paymentIntentId } = await paidPurchase();
    const key = `refund:${paymentIntentId}`;
    const outcome = await stripe.refund({ paymentId: paymentIntentId, idempotencyKey: key });
    expect(outcome).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_/) });
    expect(await stripe.refund({ paymentId: paymentIntentId, idempotencyKey: key })).toEqual(
      outcome,
    );
    const made = fake.refunds.filter((refund) => refund.paymentIntentId === paymentIntentId);
    expect(made.map((refund) => refund.amount)).toEqual([3000]);
  });

  it('counts a payment refunded already as refunded', async () => {
    const { paymentIntentId } = await paidPurchase();
    await stripe.refund({ paymentId: paymentIntentId, idempotencyKey: `first:${paymentIntentId}` });
    const again = await stripe.refund({
      paymentId: paymentIntentId,
      idempotencyKey: `again:${paymentIntentId}`,
    });
    expect(again).toEqual({ status: 'succeeded', refundId: `already_refunded:${paymentIntentId}` });
    expect(
      fake.refunds.filter((refund) => refund.paymentIntentId === paymentIntentId),
    ).toHaveLength(1);
  });

  it('refunds part of a payment when asked for an amount', async () => {
    const { paymentIntentId } = await paidPurchase();
    await stripe.refund({
      paymentId: paymentIntentId,
      minor: 500,
      idempotencyKey: `part:${paymentIntentId}`,
    });
    await stripe.refund({ paymentId: paymentIntentId, idempotencyKey: `rest:${paymentIntentId}` });
    const made = fake.refunds.filter((refund) => refund.paymentIntentId === paymentIntentId);
    expect(made.map((refund) => refund.amount)).toEqual([500, 2500]);
  });
});

describe('refund refused by Stripe', () => {
  async function paidIntent() {
    const { sessionId } = await openedSession();
    const { paymentIntentId } = await fake.payByApi(sessionId, { deliverWebhook: false });
    return paymentIntentId;
  }

  const refundsOf = (paymentIntentId: string) =>
    fake.refunds.filter((refund) => refund.paymentIntentId === paymentIntentId);

  it('is failed, with Stripe’s code, for more than the payment', async () => {
    const paymentId = await paidIntent();
    const outcome = await stripe.refund({
      paymentId,
      minor: 3001,
      idempotencyKey: `too-much:${paymentId}`,
    });
    expect(outcome).toEqual({ status: 'failed', reason: 'amount_too_large' });
    expect(refundsOf(paymentId)).toEqual([]);
  });

  it('is failed for a PaymentIntent Stripe does not know', async () => {
    const outcome = await stripe.refund({ paymentId: 'pi_unknown', idempotencyKey: 'unknown-pi' });
    expect(outcome).toEqual({ status: 'failed', reason: 'resource_missing' });
  });

  it('is failed for a refund Stripe refuses with a 400 and its code', async () => {
    const paymentId = await paidIntent();
    fake.refuseRefunds(1, { status: 400, code: 'charge_disputed' });
    const outcome = await stripe.refund({ paymentId, idempotencyKey: `disputed:${paymentId}` });
    expect(outcome).toEqual({ status: 'failed', reason: 'charge_disputed' });
    expect(refundsOf(paymentId)).toEqual([]);
  });

  it('is ProviderUnavailable for an idempotency conflict or a rate limit, which a retry gets past', async () => {
    const paymentId = await paidIntent();
    const request = { paymentId, idempotencyKey: `busy:${paymentId}` };
    // The SDK retries a 409 once by itself.
    fake.refuseRefunds(2, {
      status: 409,
      code: 'idempotency_key_in_use',
      type: 'idempotency_error',
    });
    await expect(stripe.refund(request)).rejects.toThrow(ProviderUnavailable);
    fake.refuseRefunds(1, { status: 429, code: 'rate_limit', type: 'rate_limit_error' });
    await expect(stripe.refund(request)).rejects.toThrow(ProviderUnavailable);
    expect(await stripe.refund(request)).toMatchObject({ status: 'succeeded' });
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('is ProviderUnavailable when Stripe refuses Plaza’s key, which its operator can fix', async () => {
    const paymentId = await paidIntent();
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    const refund = wrongKey.refund({ paymentId, idempotencyKey: `wrong-key:${paymentId}` });
    await expect(refund).rejects.toThrow(ProviderUnavailable);
    await expect(refund).rejects.toThrow(/Stripe \(401 /);
  });

  it('is ProviderUnavailable when Stripe answers 500', async () => {
    const paymentId = await paidIntent();
    fake.failNext(1, { status: 500 });
    await expect(stripe.refund({ paymentId, idempotencyKey: `down:${paymentId}` })).rejects.toThrow(
      ProviderUnavailable,
    );
    expect(refundsOf(paymentId)).toEqual([]);
  });
});

/** Stripe's `closeSession`, which the port leaves optional. */
function close(sessionId: string): Promise<void> {
  if (!stripe.closeSession) throw new Error('the Stripe provider closes no sessions');
  return stripe.closeSession({ sessionId });
}

describe('closeSession', () => {
  it('closes an open session, whose page then no longer takes a payment', async () => {
    const { request, sessionId, opened } = await openedSession();
    await close(sessionId);
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect((await fetch(opened.redirectUrl)).status).toBe(409);
    expect(await stripe.readSession({ purchaseId: request.purchaseId, sessionId })).toMatchObject({
      kind: 'expired',
    });
  });

  it('counts a session already paid as closed, and leaves it paid', async () => {
    const { sessionId } = await openedSession();
    await fake.payByApi(sessionId, { deliverWebhook: false });
    await expect(close(sessionId)).resolves.toBeUndefined();
    expect(fake.sessions.get(sessionId)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('counts a session already expired as closed', async () => {
    const { sessionId } = await openedSession();
    await fake.expire(sessionId);
    await expect(close(sessionId)).resolves.toBeUndefined();
  });

  it('is ProviderUnavailable when Stripe answers 500, and the session stays open', async () => {
    const { sessionId } = await openedSession();
    fake.failNext(1, { status: 500 });
    await expect(close(sessionId)).rejects.toThrow(ProviderUnavailable);
    expect(fake.sessions.get(sessionId)?.status).toBe('open');
  });

  it('is ProviderUnavailable for a session Stripe does not know', async () => {
    await expect(close('cs_test_unknown')).rejects.toThrow(/Stripe \(404 resource_missing/);
  });
});

describe('a Stripe that fails', () => {
  it('is ProviderUnavailable when Stripe answers 500, which the SDK does not retry', async () => {
    const { request, sessionId } = await openedSession();
    fake.failNext(1, { status: 500 });
    await expect(stripe.readSession({ purchaseId: request.purchaseId, sessionId })).rejects.toThrow(
      ProviderUnavailable,
    );
    fake.failNext(1, { status: 500 });
    await expect(stripe.openSession(sessionRequest())).rejects.toThrow(ProviderUnavailable);
    // The failures are spent: the next call is answered.
    expect(await stripe.readSession({ purchaseId: request.purchaseId, sessionId })).toMatchObject({
      kind: 'pending',
    });
  });

  it('is ProviderUnavailable when Stripe never answers, after its timeout and one retry', async () => {
    const impatient = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
      timeoutMs: 300,
    });
    const { request, sessionId } = await openedSession();
    fake.failNext(2, { status: 'hang' });
    await expect(
      impatient.readSession({ purchaseId: request.purchaseId, sessionId }),
    ).rejects.toThrow(ProviderUnavailable);
    expect(
      await impatient.readSession({ purchaseId: request.purchaseId, sessionId }),
    ).toMatchObject({ kind: 'pending' });
  });

  it('is ProviderUnavailable naming the status for a wrong secret key', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    await expect(wrongKey.openSession(sessionRequest())).rejects.toThrow(/Stripe \(401 /);
  });
});

describe('the fake Stripe’s page', () => {
  let received: { body: string; signature: string }[];
  let receiver: ReturnType<typeof createServer>;

  beforeAll(async () => {
    received = [];
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['stripe-signature']) });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    fake.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  });

  afterAll(async () => {
    fake.webhookUrl = undefined;
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('pays on "Pay", posts the signed completed event first, and goes back with the session', async () => {
    const { request, sessionId, opened } = await openedSession();
    const answer = await fetch(`${opened.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${request.returnUrl}&session_id=${sessionId}`);
    const delivered = received.find(({ body }) => body.includes(sessionId));
    expect(delivered).toBeDefined();
    const facts = await stripe.webhookFacts(
      asWebhook({
        payload: delivered?.body ?? '',
        headers: { 'stripe-signature': delivered?.signature ?? '' },
      }),
    );
    expect(facts).toMatchObject([{ kind: 'paid', purchaseId: request.purchaseId }]);
    expect(fake.deliveries.at(-1)).toMatchObject({
      type: 'checkout.session.completed',
      status: 200,
    });
    expect((await fetch(opened.redirectUrl)).status).toBe(409);
  });

  it('posts checkout.session.expired when a session is closed through the API', async () => {
    const { request, sessionId } = await openedSession();
    await close(sessionId);
    await fake.webhooksSettled();
    const delivered = received.find(
      ({ body }) => body.includes(sessionId) && body.includes('checkout.session.expired'),
    );
    const facts = await stripe.webhookFacts(
      asWebhook({
        payload: delivered?.body ?? '',
        headers: { 'stripe-signature': delivered?.signature ?? '' },
      }),
    );
    expect(facts).toMatchObject([{ kind: 'expired', purchaseId: request.purchaseId }]);
  });

  it('keeps the session open on "Decline", and goes back to the cancel URL', async () => {
    const { request, sessionId, opened } = await openedSession();
    const answer = await fetch(`${opened.redirectUrl}/decline`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${request.returnUrl}&session_id=${sessionId}`);
    expect(await stripe.readSession({ purchaseId: request.purchaseId, sessionId })).toMatchObject({
      kind: 'pending',
    });
  });
});

describe('purchaseIdOf', () => {
  it('reads only a positive whole number', () => {
    expect(purchaseIdOf({ purchase_id: '42' })).toBe(42);
    for (const text of ['', '0', '-3', '4.5', '1e3', ' 7', 'abc', '99999999999999999']) {
      expect(purchaseIdOf({ purchase_id: text })).toBeNull();
    }
    expect(purchaseIdOf({})).toBeNull();
    expect(purchaseIdOf(null)).toBeNull();
  });
});
