import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerApi } from './api-routes.js';
import type { FailureMode, RefundRefusal } from './failures.js';
import { FailurePlan } from './failures.js';
import { parseForm } from './form-body.js';
import type { PageWebhookTiming } from './hosted-page.js';
import { registerHostedPage } from './hosted-page.js';
import type { FakeRefund, FakeSession } from './records.js';
import { FakeRecords } from './records.js';
import type { FakeEventType, SignedEvent, SignOptions, WebhookDelivery } from './webhooks.js';
import { FakeWebhooks } from './webhooks.js';

export type { FailureMode, FakeEventType, FakeRefund, FakeSession, PageWebhookTiming };
export type { RefundRefusal };
export type { SignedEvent, SignOptions, WebhookDelivery };

/*
 * A fake Stripe on a free loopback port, for tests and browser journeys: the API calls Plaza makes
 * through the official SDK, a payment page with "Pay" and "Decline", and signed webhooks. Point a
 * server at it with `env` (STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), and set
 * `webhookUrl` to the server's `payments/stripe/webhook/` for events to arrive.
 */

export interface FakeStripeOptions {
  /** Where events are posted; settable later as `webhookUrl`. */
  webhookUrl?: string;
  /** When the page's "Pay" sends its webhook; `before_redirect` unless set (also settable later). */
  pageWebhook?: PageWebhookTiming;
}

export interface FakeStripe {
  /** The fake's address (`http://127.0.0.1:…`): `STRIPE_API_URL`. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** STRIPE_API_URL, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for a server that uses this fake. */
  readonly env: Record<'STRIPE_API_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET', string>;
  /** Where events are posted; none are while it is unset. */
  webhookUrl: string | undefined;
  pageWebhook: PageWebhookTiming;
  /** Every session opened, by id, as the fake keeps it. */
  readonly sessions: ReadonlyMap<string, FakeSession>;
  readonly refunds: readonly FakeRefund[];
  /** Every webhook posted, in the order they were answered. */
  readonly deliveries: readonly WebhookDelivery[];
  /** The session opened for a purchase (by `metadata.purchase_id`), the newest if several. */
  sessionFor(purchaseId: number): FakeSession;
  /**
   * Pays a session without a browser, then posts `checkout.session.completed` when
   * `deliverWebhook` (a test that loses the webhook says false). `delayed`: a bank debit, complete
   * but unpaid until `settle`.
   */
  payByApi(
    sessionId: string,
    options: { deliverWebhook: boolean; delayed?: boolean },
  ): Promise<{ paymentIntentId: string; delivery?: WebhookDelivery }>;
  /** Ends a delayed payment, posting `checkout.session.async_payment_succeeded` or `_failed`. */
  settle(
    sessionId: string,
    outcome: 'succeeded' | 'failed',
    options: { deliverWebhook: boolean },
  ): Promise<WebhookDelivery | undefined>;
  /** Closes an open session unpaid, posting `checkout.session.expired` when `deliverWebhook`. */
  expire(
    sessionId: string,
    options?: { deliverWebhook?: boolean },
  ): Promise<WebhookDelivery | undefined>;
  /**
   * The session's latest event of `type` (made now from the session as it is, if none happened),
   * signed afresh: the same event id each time, for tests that deliver it themselves.
   */
  eventFor(sessionId: string, type: FakeEventType, options?: SignOptions): SignedEvent;
  /** The next `count` API calls fail: `500 api_error` (not to be retried), or no answer at all. */
  failNext(count: number, mode: FailureMode): void;
  /**
   * The next `count` refund calls are refused with a 4xx and a code (`charge_disputed`), as Stripe
   * refuses a refund it won't make; the SDK retries a 409, so refusing that takes 2.
   */
  refuseRefunds(count: number, refusal: RefundRefusal): void;
  /** What the session charges (and its payment takes): to make a payment of the wrong amount. */
  setPaidAmount(sessionId: string, minor: number, currency?: string): void;
  /** Waits for every webhook under way. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a fake Stripe on 127.0.0.1 with its own keys and no sessions. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  );
  const records = new FakeRecords();
  const failures = new FailurePlan();
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  let url = '';
  const pageUrl = (sessionId: string) => `${url}/pay/${sessionId}`;
  const webhooks = new FakeWebhooks(
    records,
    `whsec_${randomBytes(24).toString('base64url')}`,
    pageUrl,
  );
  webhooks.url = options.webhookUrl;
  let pageWebhook = options.pageWebhook ?? 'before_redirect';
  registerApi(app, { records, webhooks, failures, secretKey, pageUrl });
  registerHostedPage(app, { records, webhooks, pageWebhook: () => pageWebhook });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** Records the event, then posts it when asked to. */
  const tell = (sessionId: string, type: FakeEventType, deliver: boolean) => {
    webhooks.happened(sessionId, type);
    return deliver ? webhooks.deliver(sessionId, type) : Promise.resolve(undefined);
  };

  return {
    url,
    secretKey,
    webhookSecret: webhooks.secret,
    env: {
      STRIPE_API_URL: url,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhooks.secret,
    },
    get webhookUrl() {
      return webhooks.url;
    },
    set webhookUrl(value) {
      webhooks.url = value;
    },
    get pageWebhook() {
      return pageWebhook;
    },
    set pageWebhook(value) {
      pageWebhook = value;
    },
    sessions: records.sessions,
    refunds: records.refunds,
    deliveries: webhooks.deliveries,
    sessionFor(purchaseId) {
      const found = [...records.sessions.values()]
        .filter((session) => session.metadata.purchase_id === String(purchaseId))
        .at(-1);
      if (!found) throw new Error(`fake Stripe has no session for purchase ${purchaseId}`);
      return records.sessionNamed(found.id);
    },
    async payByApi(sessionId, { deliverWebhook, delayed = false }) {
      const session = records.pay(sessionId, { delayed });
      const delivery = await tell(sessionId, 'checkout.session.completed', deliverWebhook);
      return { paymentIntentId: session.paymentIntentId ?? '', ...(delivery ? { delivery } : {}) };
    },
    settle(sessionId, outcome, { deliverWebhook }) {
      records.settle(sessionId, outcome);
      return tell(sessionId, `checkout.session.async_payment_${outcome}`, deliverWebhook);
    },
    expire(sessionId, { deliverWebhook = false } = {}) {
      records.expire(sessionId);
      return tell(sessionId, 'checkout.session.expired', deliverWebhook);
    },
    eventFor: (sessionId, type, signOptions) => webhooks.signed(sessionId, type, signOptions),
    failNext: (count, mode) => failures.failNext(count, mode),
    refuseRefunds: (count, refusal) => failures.refuseRefunds(count, refusal),
    setPaidAmount(sessionId, minor, currency) {
      const session = records.sessionNamed(sessionId);
      session.amountTotal = minor;
      if (currency) session.currency = currency.toLowerCase();
    },
    webhooksSettled: () => webhooks.settled(),
    async close() {
      await webhooks.settled();
      await app.close();
    },
  };
}
