import type { HostedSession, Product, Purchase } from '@plaza/api';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { registerUser, type TestUser } from './accounts.js';
import { startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago/index.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe/index.js';
import { bodyOf, call } from './http.js';
import { createdAddress, postPurchase } from './orders.js';
import { approvedProduct, startAdminServer } from './products.js';
import type { TestServer } from './test-server.js';

/*
 * A shop that takes money through hosted pages: a fake Stripe and a fake Mercado Pago on loopback
 * ports, a server pointed at both (PAYMENT_PROVIDERS=stripe,mercadopago,test) whose webhooks they
 * post to, a seller's product with plenty of stock, and a buyer with an address. Each fake is also
 * driven through one `ProviderDriver`, so a test can run the same steps over both providers.
 */

export type HostedMethod = 'stripe' | 'mercadopago';

/** A signed webhook, ready to post (or to post several times). */
export interface SignedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** One fake provider, driven the same way whichever it is. */
export interface ProviderDriver {
  readonly method: HostedMethod;
  /**
   * Pays the purchase's session without a browser; its webhook is posted (and answered) first when
   * `deliverWebhook`. `minorOff` pays that many minor units more than asked (a wrong amount).
   */
  pay(purchaseId: number, options: { deliverWebhook: boolean; minorOff?: number }): Promise<void>;
  /** A declined attempt on the provider's page: the session stays open. */
  decline(purchaseId: number): Promise<void>;
  /** The signed webhook that says the purchase's session was paid (after `pay`). */
  paidWebhook(purchaseId: number): SignedWebhook;
  /** Posts a webhook that says the session failed or expired, after it was paid: out of order. */
  staleFailure(purchaseId: number): Promise<void>;
  /** The next `count` calls to the provider's API fail: a 500, or no answer at all. */
  failNext(count: number, mode: 500 | 'hang'): void;
  /** How many API calls a failure of `mode` takes, the adapter's retry included. */
  callsPerFailure(mode: 500 | 'hang'): number;
  /** The sessions (preferences) opened for the purchase. */
  sessionCount(purchaseId: number): number;
  /** The refunds made of the purchase's payments. */
  refundCount(purchaseId: number): number;
}

export interface HostedShop {
  readonly server: TestServer;
  readonly admin: string;
  readonly seller: TestUser;
  readonly product: Product;
  readonly buyer: TestUser;
  /** The buyer's address id. */
  readonly address: number;
  readonly stripe: FakeStripe;
  readonly mercadopago: FakeMercadoPago;
  /** The driver of `method`'s fake. */
  driver(method: HostedMethod): ProviderDriver;
  db(): Db;
}

/** Posts a signed webhook; answers its status. */
export async function postWebhook(webhook: SignedWebhook): Promise<number> {
  const answer = await fetch(webhook.url, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.body,
  });
  await answer.arrayBuffer();
  return answer.status;
}

function stripeDriver(stripe: FakeStripe, server: () => TestServer): ProviderDriver {
  const session = (purchaseId: number) => stripe.sessionFor(purchaseId);
  const signed = (
    purchaseId: number,
    type: 'checkout.session.completed' | 'checkout.session.expired',
  ) => {
    const { payload, headers } = stripe.eventFor(session(purchaseId).id, type);
    return { url: `${server().url}/api/payments/stripe/webhook/`, headers, body: payload };
  };
  return {
    method: 'stripe',
    async pay(purchaseId, { deliverWebhook, minorOff = 0 }) {
      const { id, amountTotal } = session(purchaseId);
      if (minorOff) stripe.setPaidAmount(id, amountTotal + minorOff);
      await stripe.payByApi(id, { deliverWebhook });
    },
    async decline(purchaseId) {
      const answer = await fetch(`${stripe.url}/pay/${session(purchaseId).id}/decline`, {
        method: 'POST',
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      if (answer.status !== 303)
        throw new Error(`the fake Stripe's Decline answered ${answer.status}`);
    },
    paidWebhook: (purchaseId) => signed(purchaseId, 'checkout.session.completed'),
    async staleFailure(purchaseId) {
      const status = await postWebhook(signed(purchaseId, 'checkout.session.expired'));
      if (status !== 200) throw new Error(`the stale event was answered ${status}`);
    },
    failNext: (count, mode) => stripe.failNext(count, { status: mode }),
    // A 500 says not to retry; a call with no answer is tried again once.
    callsPerFailure: (mode) => (mode === 500 ? 1 : 2),
    sessionCount: (purchaseId) =>
      [...stripe.sessions.values()].filter(
        (each) => each.metadata.purchase_id === String(purchaseId),
      ).length,
    refundCount(purchaseId) {
      const intents = new Set(
        [...stripe.sessions.values()]
          .filter((each) => each.metadata.purchase_id === String(purchaseId))
          .map((each) => each.paymentIntentId),
      );
      return stripe.refunds.filter((refund) => intents.has(refund.paymentIntentId)).length;
    },
  };
}

function mercadoPagoDriver(mercadopago: FakeMercadoPago): ProviderDriver {
  const preference = (purchaseId: number) => {
    const found = [...mercadopago.preferences.values()]
      .filter((each) => each.external_reference === String(purchaseId))
      .at(-1);
    if (!found) throw new Error(`the fake Mercado Pago has no preference for ${purchaseId}`);
    return found;
  };
  const paymentsOf = (purchaseId: number) =>
    [...mercadopago.payments.values()].filter(
      (each) => each.external_reference === String(purchaseId),
    );
  const approved = (purchaseId: number) => {
    const found = paymentsOf(purchaseId).find((each) => each.status === 'approved');
    if (!found) throw new Error(`purchase ${purchaseId} has no approved payment`);
    return found;
  };
  return {
    method: 'mercadopago',
    async pay(purchaseId, { deliverWebhook, minorOff = 0 }) {
      const { id, items } = preference(purchaseId);
      const total = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
      const amount = minorOff ? Math.round(total * 100 + minorOff) / 100 : undefined;
      await mercadopago.payByApi(id, { deliverWebhook, ...(amount !== undefined && { amount }) });
    },
    async decline(purchaseId) {
      await mercadopago.payByApi(preference(purchaseId).id, {
        deliverWebhook: true,
        status: 'rejected',
      });
    },
    paidWebhook: (purchaseId) => mercadopago.notificationFor(approved(purchaseId).id),
    async staleFailure(purchaseId) {
      // A rejected try told after the approved one.
      await mercadopago.payByApi(preference(purchaseId).id, {
        deliverWebhook: true,
        status: 'rejected',
      });
    },
    failNext: (count, mode) => mercadopago.failNext(count, { status: mode }),
    // The adapter tries each call twice.
    callsPerFailure: () => 2,
    sessionCount: (purchaseId) =>
      [...mercadopago.preferences.values()].filter(
        (each) => each.external_reference === String(purchaseId),
      ).length,
    refundCount(purchaseId) {
      const ids = new Set(paymentsOf(purchaseId).map((each) => each.id));
      return mercadopago.refunds.filter((refund) => ids.has(refund.payment_id)).length;
    },
  };
}

/** Only inside tests and hooks: the describe block runs before `beforeAll` has made anything. */
function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The hosted shop's ${name} is not there (yet)`);
  return value;
}

/**
 * The hosted shop of the describe block it is called in: made in `beforeAll` (with `env` on top),
 * closed in `afterAll`.
 */
export function useHostedShop(env: Record<string, string> = {}): HostedShop {
  let made:
    | (Omit<HostedShop, 'driver' | 'db'> & { drivers: Record<HostedMethod, ProviderDriver> })
    | undefined;
  let fakes: { stripe: FakeStripe; mercadopago: FakeMercadoPago } | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    fakes = { stripe: await startFakeStripe(), mercadopago: await startFakeMercadoPago() };
    const { stripe, mercadopago } = fakes;
    const started = await startAdminServer({
      ...stripe.env,
      ...mercadopago.env,
      PAYMENT_PROVIDERS: 'stripe,mercadopago,test',
      MAX_UNPAID_PURCHASES: '100',
      ...env,
    });
    server = started.server;
    const { admin } = started;
    const running = server;
    stripe.webhookUrl = `${running.url}/api/payments/stripe/webhook/`;
    const seller = await registerUser(running);
    const product = await approvedProduct(running, seller.access, admin, { quantity: 1000 });
    const buyer = await registerUser(running);
    const address = (await createdAddress(running, buyer.access)).id;
    const drivers = {
      stripe: stripeDriver(stripe, () => running),
      mercadopago: mercadoPagoDriver(mercadopago),
    };
    made = {
      server: running,
      admin,
      seller,
      product,
      buyer,
      address,
      stripe,
      mercadopago,
      drivers,
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fakes?.stripe.close();
    await fakes?.mercadopago.close();
  });
  const shop = () => ready(made, 'server');
  return {
    get server() {
      return shop().server;
    },
    get admin() {
      return shop().admin;
    },
    get seller() {
      return shop().seller;
    },
    get product() {
      return shop().product;
    },
    get buyer() {
      return shop().buyer;
    },
    get address() {
      return shop().address;
    },
    get stripe() {
      return shop().stripe;
    },
    get mercadopago() {
      return shop().mercadopago;
    },
    driver: (method) => shop().drivers[method],
    db: () => shop().server.server.database.db,
  };
}

/** A purchase of `quantity` of the shop's product, to be paid by `method`, made by the buyer. */
export async function hostedPurchase(
  shop: HostedShop,
  method: HostedMethod | 'card',
  { quantity = 1, buyer = shop.buyer }: { quantity?: number; buyer?: TestUser } = {},
): Promise<Purchase> {
  const answer = await postPurchase(shop.server, buyer.access, {
    items: [{ product: shop.product.id, quantity }],
    shipping_address: shop.address,
    payment_method: method,
  });
  return bodyOf(answer, 201);
}

/** POST `pay/` of a purchase as `token`'s user: the raw answer. */
export const payCall = (shop: HostedShop, purchaseId: number, token = shop.buyer.access) =>
  call<HostedSession>(shop.server, 'POST', `marketplace/products-purchase/${purchaseId}/pay/`, {
    token,
  });

/** The buyer back from the provider's page: verify-payment with `{session_id}` or `{}`. */
export const returnCall = (shop: HostedShop, purchaseId: number, sessionId?: string) =>
  call<Purchase>(
    shop.server,
    'POST',
    `marketplace/products-purchase/${purchaseId}/verify-payment/`,
    {
      token: shop.buyer.access,
      body: { verification_data: sessionId ? { session_id: sessionId } : {} },
    },
  );

/** The purchase as its buyer reads it now. */
export async function purchaseNow(shop: HostedShop, purchaseId: number): Promise<Purchase> {
  const answer = await call<Purchase>(
    shop.server,
    'GET',
    `marketplace/products-purchase/${purchaseId}/`,
    { token: shop.buyer.access },
  );
  return bodyOf(answer, 200);
}
