import { orderEndpoints, pathOf, paymentEndpoints } from '@plaza/api';
import type { HostedSession, Product, Purchase, PurchasePage } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { transactions } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from './accounts.js';
import { startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago/index.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe/index.js';
import {
  mercadoPagoDriver,
  stripeDriver,
  type HostedMethod,
  type ProviderDriver,
} from './hosted-drivers.js';
import { bodyOf, call, type Answer } from './http.js';
import { createdAddress, postPurchase } from './orders.js';
import { approvedProduct, startAdminServer } from './products.js';
import type { TestServer } from './test-server.js';

/*
 * A shop that takes money through hosted pages: a fake Stripe and a fake Mercado Pago on loopback
 * ports, a server pointed at both (PAYMENT_PROVIDERS=stripe,mercadopago,test) whose webhooks they
 * post to, a seller with a product of plenty of stock, and a buyer with an address. Each fake is also
 * driven through one `ProviderDriver` (hosted-drivers.ts), so a test can run the same steps over
 * both providers.
 */

export {
  HOSTED_METHODS,
  postWebhook,
  type HostedMethod,
  type ProviderDriver,
  type SignedWebhook,
} from './hosted-drivers.js';

/** What the shop is made of. */
interface HostedParts {
  readonly server: TestServer;
  readonly admin: string;
  readonly seller: TestUser;
  readonly product: Product;
  readonly buyer: TestUser;
  /** The buyer's address id. */
  readonly address: number;
  readonly stripe: FakeStripe;
  readonly mercadopago: FakeMercadoPago;
}

/** The shop, and what its tests do with it. */
export interface HostedShop extends HostedParts {
  /** The driver of `method`'s fake. */
  driver(method: HostedMethod): ProviderDriver;
  db(): Db;
  /**
   * A purchase of `quantity` of a product, to be paid by `method`, made by the buyer: a new product
   * of the shop's seller unless one is given, since a product waits for payment in one purchase of
   * a buyer at a time (orders/unpaid-twin.ts) and these purchases are each a test's own.
   */
  hostedPurchase(
    method: HostedMethod | 'card' | 'bank_transfer',
    options?: { quantity?: number; buyer?: TestUser; address?: number; product?: number },
  ): Promise<Purchase>;
  /** POST `pay/` of a purchase as `token`'s user (the buyer by default): the raw answer. */
  payCall(purchaseId: number, token?: string): Promise<Answer<HostedSession>>;
  /** The buyer cancels the purchase (PATCH `update-buyer-status/`): the raw answer. */
  cancelCall(purchaseId: number): Promise<Answer<Purchase>>;
  /** The purchases of `token`'s user (the buyer's by default), whose list runs the sweep first. */
  listCall(token?: string): Promise<Answer<PurchasePage>>;
  /** The buyer back from the provider's page: verify-payment with `{session_id}` or `{}`. */
  returnCall(purchaseId: number, sessionId?: string): Promise<Answer<Purchase>>;
  /** The purchase as its buyer reads it now. */
  purchaseNow(purchaseId: number): Promise<Purchase>;
  /** Moves the purchase's payment window `ago` into the past (`'1 second'`, `'2 hours'`). */
  closeWindow(purchaseId: number, ago?: string): Promise<void>;
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
  let made: (HostedParts & { drivers: Record<HostedMethod, ProviderDriver> }) | undefined;
  let fakes: { stripe: FakeStripe; mercadopago: FakeMercadoPago } | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    fakes = { stripe: await startFakeStripe(), mercadopago: await startFakeMercadoPago() };
    const { stripe, mercadopago } = fakes;
    const started = await startAdminServer({
      ...stripe.env,
      ...mercadopago.env,
      PAYMENT_PROVIDERS: 'stripe,mercadopago,test',
      // A held call is given up after 3 s (twice, with the SDKs' one retry) instead of 10.
      PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
      MAX_UNPAID_PURCHASES: '100',
      ...env,
    });
    server = started.server;
    const { admin } = started;
    const running = server;
    stripe.webhookUrl = `${running.url}/api/${pathOf(paymentEndpoints.paymentWebhooks.stripe!)}`;
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
  const hosted: HostedShop = {
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
    async hostedPurchase(method, { quantity = 1, buyer, address, product } = {}) {
      const { server, seller, admin } = shop();
      const bought =
        product ?? (await approvedProduct(server, seller.access, admin, { quantity: 1000 })).id;
      const answer = await postPurchase(server, (buyer ?? shop().buyer).access, {
        items: [{ product: bought, quantity }],
        shipping_address: address ?? shop().address,
        payment_method: method,
      });
      return bodyOf(answer, 201);
    },
    payCall: (purchaseId, token = shop().buyer.access) =>
      call<HostedSession>(shop().server, orderEndpoints.pay, { params: { id: purchaseId }, token }),
    cancelCall: (purchaseId) =>
      call<Purchase>(shop().server, orderEndpoints.updateBuyerStatus, {
        token: shop().buyer.access,
        body: { purchase_id: purchaseId, status: 'cancelled' },
      }),
    listCall: (token = shop().buyer.access) =>
      call<PurchasePage>(shop().server, orderEndpoints.purchases, { token }),
    returnCall: (purchaseId, sessionId) =>
      call<Purchase>(shop().server, orderEndpoints.verifyPayment, {
        params: { id: purchaseId },
        token: shop().buyer.access,
        body: { verification_data: sessionId ? { session_id: sessionId } : {} },
      }),
    async purchaseNow(purchaseId) {
      const answer = await call<Purchase>(shop().server, orderEndpoints.purchase, {
        params: { id: purchaseId },
        token: shop().buyer.access,
      });
      return bodyOf(answer, 200);
    },
    async closeWindow(purchaseId, ago = '1 second') {
      await hosted
        .db()
        .update(transactions)
        .set({ expiresAt: sql`now() - ${ago}::interval` })
        .where(eq(transactions.purchaseId, purchaseId));
    },
  };
  return hosted;
}
