import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  productEditingEndpoints as productEditing,
} from '@plaza/api';
import type { Product, ProductSummaryPage } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, transactions } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdAddress, createdPurchase } from '../support/orders.js';
import { approvedProduct, createdProduct, startAdminServer } from '../support/products.js';
import type { TestServer } from '../support/test-server.js';

describe('catalogue answers kept for visitors', () => {
  let server: TestServer;
  let seller: TestUser;
  let admin: string;
  beforeAll(async () => {
    // Long enough that nothing in this file outlives a kept answer by waiting.
    ({ server, admin } = await startAdminServer({ CATALOGUE_CACHE_SECONDS: '60' }));
    seller = await registerUser(server);
  });
  afterAll(() => server.close());

  const detail = (id: number, options: { token?: string; headers?: Record<string, string> } = {}) =>
    call<Product>(server, catalogue.product, { params: { id }, ...options });
  /** Renames a product behind the server's back, as another instance would. */
  const renameInDatabase = (id: number, name: string) =>
    server.server.database.db.update(products).set({ name }).where(eq(products.id, id));

  it('keeps a visitor’s answer, while the product’s seller gets one made now', async () => {
    const product = await approvedProduct(server, seller.access, admin, { name: 'Farol de mano' });
    expect((await detail(product.id)).body.name).toBe('Farol de mano');
    await renameInDatabase(product.id, 'Farol de pie');
    expect((await detail(product.id)).body.name).toBe('Farol de mano');
    const signedIn = await detail(product.id, { token: seller.access });
    expect(signedIn.body.name).toBe('Farol de pie');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
  });

  it('answers 304 with no body to a browser that already has the answer', async () => {
    const search = (headers?: Record<string, string>) =>
      call<ProductSummaryPage>(server, catalogue.products, { query: { search: 'farol' }, headers });
    const first = await search();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    const again = await search({ 'If-None-Match': `"x", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const stale = await search({ 'If-None-Match': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });

  it('keeps each language’s answer apart', async () => {
    const product = await approvedProduct(server, seller.access, admin);
    const inLanguage = async (language: string) =>
      (await detail(product.id, { headers: { 'Accept-Language': language } })).body.category.name;
    const spanish = await inLanguage('es');
    const english = await inLanguage('en');
    expect(english).not.toBe(spanish);
    expect(await inLanguage('es-CO')).toBe(spanish);
    expect(await inLanguage('en-GB')).toBe(english);
  });

  it('forgets kept answers when a change goes through this server', async () => {
    const product = await approvedProduct(server, seller.access, admin, { name: 'Cometa roja' });
    const exploreIds = async () =>
      (
        await call<ProductSummaryPage>(server, catalogue.products, { query: { search: 'cometa' } })
      ).body.results.map((item) => item.id);
    expect(await exploreIds()).toEqual([product.id]);
    const suspended = await call(server, productEditing.setProductStatus, {
      params: { id: product.id },
      token: admin,
      body: { status: 'suspended', reason: 'Revisión' },
    });
    expect(suspended.status).toBe(200);
    expect(await exploreIds()).toEqual([]);
    expect((await detail(product.id)).status).toBe(404);
  });

  it('shows a visitor the stock a purchase left, and what its cancellation put back, at once', async () => {
    const product = await approvedProduct(server, seller.access, admin, { quantity: 5 });
    expect((await detail(product.id)).body.quantity).toBe(5);
    const buyer = await registerUser(server);
    const address = await createdAddress(server, buyer.access);
    const purchase = await createdPurchase(server, buyer.access, {
      items: [{ product: product.id, quantity: 2 }],
      shipping_address: address.id,
    });
    expect((await detail(product.id)).body.quantity).toBe(3);
    const cancelled = await call(server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id: purchase.purchase_id, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await detail(product.id)).body.quantity).toBe(5);
  });

  it('shows a visitor the stock an unpaid purchase’s expiry put back, swept by a list', async () => {
    const product = await approvedProduct(server, seller.access, admin, { quantity: 4 });
    const buyer = await registerUser(server);
    const address = await createdAddress(server, buyer.access);
    const purchase = await createdPurchase(server, buyer.access, {
      items: [{ product: product.id, quantity: 3 }],
      shipping_address: address.id,
    });
    expect((await detail(product.id)).body.quantity).toBe(1);
    // Its payment window closed unpaid; the seller's list of sales expires it before answering.
    await server.server.database.db
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, purchase.purchase_id));
    expect((await call(server, orders.sales, { token: seller.access })).status).toBe(200);
    expect((await detail(product.id)).body.quantity).toBe(4);
  });

  it('keeps no refusal: a product approved behind the server’s back shows on the next call', async () => {
    const product = await createdProduct(server, seller.access);
    const pending = await detail(product.id);
    expect(pending.status).toBe(404);
    expect(pending.headers.get('etag')).toBeNull();
    await server.server.database.db
      .update(products)
      .set({ status: 'approved' })
      .where(eq(products.id, product.id));
    expect((await detail(product.id)).status).toBe(200);
  });
});
