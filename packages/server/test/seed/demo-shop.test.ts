import {
  accountEndpoints as account,
  accountFormEndpoints as accountForms,
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
} from '@plaza/api';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { products, purchaseItems } from '../../src/db/schema/index.js';
import { demoAdmin } from '../../src/seed/demo/demo-admin.js';
import { dealtProducts } from '../../src/seed/demo/seed-products.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';
import { login, strongPassword } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Summary {
  id: number;
  name: string;
  status: string;
  category: { id: number };
  shipping_price: string;
  is_digital: boolean;
  is_tct_product: boolean;
  photos: { image: string }[];
}
interface Page {
  count: number;
  results: Summary[];
}

/** `npm start` runs in development; test servers (NODE_ENV=test) get the categories only. */
const AS_NPM_START = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };
/** The demo shop takes seconds to seed, more on a busy machine. */
const SEED_TIMEOUT = 180_000;

const demo = dealtProducts().map(({ product }) => product);
const demoCount = (status: string) =>
  demo.filter((product) => (product.status ?? 'approved') === status).length;

const boughtProducts = (db: Db) =>
  db.selectDistinct({ id: purchaseItems.productId }).from(purchaseItems);

const explore = (server: TestServer) =>
  call<Page>(server, catalogue.products, { query: { page_size: 100 } });

describe('the demo shop on the first start of a new database', () => {
  const admin = { email: 'admin@example.com', password: strongPassword() };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...AS_NPM_START,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('puts every approved demo product on explore, at least 60, in every category', async () => {
    const { status, body } = await explore(server);
    expect(status).toBe(200);
    expect(body.count).toBe(demoCount('approved'));
    expect(body.count).toBeGreaterThanOrEqual(60);
    expect(body.results.every((product) => product.status === 'approved')).toBe(true);
    const categories = await call<{ id: number }[]>(server, catalogue.categories);
    const used = new Set(body.results.map((product) => product.category.id));
    expect([...used].sort()).toEqual(categories.body.map((category) => category.id).sort());
  });

  it('marks digital products free to ship and some as network products', async () => {
    const { body } = await explore(server);
    const digital = body.results.filter((product) => product.is_digital);
    expect(digital.length).toBeGreaterThan(0);
    expect(digital.every((product) => Number(product.shipping_price) === 0)).toBe(true);
    expect(body.results.some((product) => product.is_tct_product)).toBe(true);
  });

  it('serves each product a picture that decodes as WebP', async () => {
    const { body } = await explore(server);
    for (const product of body.results.slice(0, 5)) {
      const [photo] = product.photos;
      expect(photo, product.name).toBeDefined();
      const response = await fetch(photo?.image ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBeGreaterThan(100);
    }
  });

  it('gives products with two pictures both of them on their page', async () => {
    const twoPictures = demo.find((product) => product.pictures === 2 && !product.status);
    const { body } = await explore(server);
    const listed = body.results.find((product) => product.name === twoPictures?.name);
    const detail = await call<{ photos: unknown[] }>(server, catalogue.product, {
      params: { id: listed!.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.photos).toHaveLength(2);
  });

  it('shows each product’s seller with an avatar of their own', async () => {
    const { body } = await explore(server);
    const product = body.results[0];
    const detail = await call<{ seller: { avatar: string | null } }>(server, catalogue.product, {
      params: { id: product!.id },
    });
    const response = await fetch(detail.body.seller.avatar ?? '');
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
  });

  it('leaves products pending review and suspended ones for the administrator', async () => {
    const { access } = await login(server, admin.email, admin.password);
    for (const status of ['pending_approval', 'suspended']) {
      const answer = await call<Page>(server, productEditing.adminProducts, {
        query: { status },
        token: access,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.count, status).toBe(demoCount(status));
      expect(answer.body.count).toBeGreaterThanOrEqual(2);
    }
  });

  it('lets every demo seller sign in with the password README.md gives, and see their products', async () => {
    for (const seller of demoSellers) {
      const { access } = await login(server, seller.username, seller.password);
      const mine = await call<Page>(server, productEditing.myProducts, {
        query: { page_size: 100 },
        token: access,
      });
      expect(mine.body.count, seller.username).toBe(
        demo.filter((product) => product.seller === seller.username).length,
      );
    }
  });

  it('lets the demo administrator sign in with the password README.md gives, as an administrator', async () => {
    const { access } = await login(server, demoAdmin.username, demoAdmin.password);
    const me = await call<{ username: string; email: string; is_admin: boolean }>(
      server,
      account.user,
      { token: access },
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'plaza_admin',
      email: 'admin@demo.plaza.example',
      is_admin: true,
    });
  });

  // Last: it empties the shop the tests above look at. Products someone bought stay: purchases
  // keep them (and the ledger, which is never changed, keeps the purchases).
  it('does not come back after its products are deleted and the server restarts', async () => {
    const { db } = server.server.database;
    await db.delete(products).where(notInArray(products.id, boughtProducts(db)));
    const left = (await db.select().from(products).where(eq(products.status, 'approved'))).length;
    expect(left).toBeLessThan(demoCount('approved'));
    server = await server.restart();
    expect((await explore(server)).body.count).toBe(left);
  });
});

describe('the demo shop stays out', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('with SEED_DEMO=false: no products, no demo accounts, only the categories to sell in', async () => {
    server = await startTestServer({ ...AS_NPM_START, SEED_DEMO: 'false' });
    expect((await explore(server)).body.count).toBe(0);
    for (const { username, password } of [demoSellers[0], demoAdmin]) {
      const signIn = await call(server, accountForms.login, { body: { username, password } });
      expect(signIn.status, username).toBe(401);
    }
    const categories = await call<unknown[]>(server, catalogue.categories);
    expect(categories.body.length).toBeGreaterThan(0);
  });

  it('of test servers, which get the categories only and start fast', async () => {
    server = await startTestServer();
    expect((await explore(server)).body.count).toBe(0);
    const categories = await call<unknown[]>(server, catalogue.categories);
    expect(categories.body.length).toBeGreaterThan(0);
  });
});
