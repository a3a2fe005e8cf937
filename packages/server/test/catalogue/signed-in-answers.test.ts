import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  pathOf,
} from '@plaza/api';
import type { Product, ProductSummaryPage } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdAddress, createdPurchase, postPurchase } from '../support/orders.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * A signed-in shopper's catalogue reads hold nothing of their own, so they get the visitors' kept
 * answers; a product's seller, and anyone reading what visitors may not see, get answers made now.
 */
describe('catalogue answers to signed-in callers', () => {
  // Kept far longer than any test here, so only a change going through the server clears them.
  const shop = useShop({ env: { CATALOGUE_CACHE_SECONDS: '60' }, product: false });
  let shopper: TestUser;
  beforeAll(async () => {
    shopper = await registerUser(shop.server);
  });

  const detail = (id: number, token?: string, headers?: Record<string, string>) =>
    call<Product>(shop.server, catalogue.product, { params: { id }, token, headers });
  const explore = (query: string, token?: string) =>
    call<ProductSummaryPage>(shop.server, 'GET', pathOf(catalogue.products) + query, { token });
  /** Changes a product behind the server's back, as an instance that has not told it yet would. */
  const changeInDatabase = (id: number, changes: Partial<typeof products.$inferInsert>) =>
    shop.db().update(products).set(changes).where(eq(products.id, id));
  const sellersProduct = (fields: Record<string, unknown>) =>
    approvedProduct(shop.server, shop.seller.access, shop.admin, fields);

  it('gives a shopper the visitors’ kept explore, search and product, ETag and 304 included', async () => {
    const product = await sellersProduct({ name: 'Tambor llanero' });
    const visitor = await detail(product.id);
    const search = `?search=tambor`;
    const visitorSearch = await explore(search);
    await changeInDatabase(product.id, { name: 'Tambor costeño' });

    const signedIn = await detail(product.id, shopper.access);
    expect(signedIn.body.name).toBe('Tambor llanero');
    expect(signedIn.headers.get('etag')).toBe(visitor.headers.get('etag'));
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');
    expect((await explore(search, shopper.access)).body).toEqual(visitorSearch.body);
    const again = await detail(product.id, shopper.access, {
      'If-None-Match': visitor.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('makes the product’s seller theirs now, so they read their own change at once', async () => {
    const product = await sellersProduct({ name: 'Maraca de totumo' });
    await detail(product.id);
    await changeInDatabase(product.id, { name: 'Maraca de calabazo' });
    const own = await detail(product.id, shop.seller.access);
    expect(own.body.name).toBe('Maraca de calabazo');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('etag')).toBeNull();
    expect((await detail(product.id, shopper.access)).body.name).toBe('Maraca de totumo');
  });

  it('never lets anyone else read a seller’s own fields, whoever read them first', async () => {
    const product = await sellersProduct({ name: 'Guacharaca' });
    await moderate(shop.server, shop.admin, product.id, 'suspended', 'Fotos de otro producto');
    const own = await detail(product.id, shop.seller.access);
    expect(own.body).toMatchObject({
      status: 'suspended',
      moderation_reason: 'Fotos de otro producto',
    });
    expect((await detail(product.id, shop.admin)).body.moderation_reason).toBe(
      'Fotos de otro producto',
    );
    for (const token of [shopper.access, undefined]) {
      const other = await detail(product.id, token);
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain('Fotos de otro producto');
    }
    const listed = await explore('?search=guacharaca', shopper.access);
    expect(listed.body.results).toEqual([]);

    // Approved again: the reason is gone for its seller too, and the kept answer is a visitor's.
    await moderate(shop.server, shop.admin, product.id, 'approved');
    const pending = await createdProduct(shop.server, shop.seller.access, { name: 'Carrasca' });
    expect((await detail(pending.id, shop.seller.access)).body.status).toBe('pending_approval');
    expect((await detail(pending.id, shopper.access)).status).toBe(404);
    const shared = await detail(product.id, shopper.access);
    expect(shared.body).toMatchObject({ status: 'approved', moderation_reason: null });
  });

  it('shows a shopper a price, stock or status changed through this server at once', async () => {
    const product = await sellersProduct({ name: 'Cuatro llanero', price: '90.00', quantity: 4 });
    expect((await detail(product.id, shopper.access)).body.price).toBe('90.00');

    const repriced = await call(shop.server, productEditing.updateProduct, {
      params: { id: product.id },
      token: shop.seller.access,
      body: { price: '85.00' },
    });
    expect(repriced.status).toBe(200);
    expect((await detail(product.id, shopper.access)).body.price).toBe('85.00');

    const buyer = await registerUser(shop.server);
    await createdPurchase(shop.server, buyer.access, {
      items: [{ product: product.id, quantity: 3 }],
      shipping_address: (await createdAddress(shop.server, buyer.access)).id,
    });
    expect((await detail(product.id, shopper.access)).body.quantity).toBe(1);

    await moderate(shop.server, shop.admin, product.id, 'suspended', 'Revisión');
    expect((await detail(product.id, shopper.access)).status).toBe(404);
  });

  it('reserves a checkout’s stock against the database, never the kept answer', async () => {
    const product = await sellersProduct({ name: 'Bandola andina', quantity: 5 });
    expect((await detail(product.id, shopper.access)).body.quantity).toBe(5);
    await changeInDatabase(product.id, { quantity: 0 });
    expect((await detail(product.id, shopper.access)).body.quantity).toBe(5);
    const address = await createdAddress(shop.server, shopper.access);
    const bought = await postPurchase(shop.server, shopper.access, {
      items: [{ product: product.id, quantity: 1 }],
      shipping_address: address.id,
      payment_method: 'card',
    });
    expect(bought.status).toBe(409);
    expect(bought.body).toMatchObject({ code: 'insufficient_stock', product: product.id });
  });

  it('still refuses a bad token on a product kept for visitors, and ignores one on explore', async () => {
    const product = await sellersProduct({ name: 'Tiple requinto' });
    expect((await detail(product.id)).status).toBe(200);
    expect((await detail(product.id, 'not.a.token')).body).toMatchObject({
      code: 'token_not_valid',
    });
    expect((await explore('?search=tiple', 'not.a.token')).status).toBe(200);
  });
});
