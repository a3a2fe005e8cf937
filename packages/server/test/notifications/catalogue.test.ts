import type { Review } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import {
  approvedProduct,
  createdProduct,
  moderate,
  startAdminServer,
} from '../support/products.js';
import { postedReview, postReview, receivedItem } from '../support/reviews.js';
import type { TestServer } from '../support/test-server.js';

/*
 * What a seller hears of their products: an administrator's decisions, and buyers' reviews. A
 * decision repeated (a retry, a second click) tells nothing more; a product approved again after a
 * suspension is news again.
 */
describe('notifications of moderation and reviews', () => {
  let server: TestServer;
  let admin: string;
  let seller: TestUser;
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
    seller = await registerUser(server);
  });
  afterAll(() => server.close());

  const ofProduct = async (user: TestUser, id: number) =>
    (await notificationsOf(server, user)).filter((n) => n.params.product_id === id);

  it('tells the seller of each approval and suspension that changes the product, once', async () => {
    const product = await createdProduct(server, seller.access, { name: 'Lámpara' });
    const about = { product_id: product.id, product_name: 'Lámpara' };
    expect(await ofProduct(seller, product.id)).toEqual([]);
    expect((await moderate(server, admin, product.id, 'approved')).status).toBe(200);
    expect((await moderate(server, admin, product.id, 'approved')).status).toBe(200);
    expect(await ofProduct(seller, product.id)).toEqual([
      expect.objectContaining({
        kind: 'product_approved',
        params: about,
        link: `/product/${product.id}`,
      }),
    ]);
    expect((await moderate(server, admin, product.id, 'suspended', ' Fotos ajenas ')).status).toBe(
      200,
    );
    expect((await moderate(server, admin, product.id, 'suspended', 'Otra razón')).status).toBe(200);
    expect((await moderate(server, admin, product.id, 'approved')).status).toBe(200);
    const told = await ofProduct(seller, product.id);
    expect(told.map((n) => n.kind)).toEqual([
      'product_approved',
      'product_suspended',
      'product_approved',
    ]);
    expect(told[1]).toMatchObject({
      params: { ...about, reason: 'Fotos ajenas' },
      link: `/products/edit/${product.id}`,
    });
    // Nobody else heard of it, and a refused decision tells nobody.
    expect(await ofProduct(await registerUser(server), product.id)).toEqual([]);
    const byUser = await call(server, 'PATCH', `marketplace/admin/products/${product.id}/status/`, {
      token: seller.access,
      body: { status: 'approved' },
    });
    expect(byUser.status).toBe(403);
    expect(await ofProduct(seller, product.id)).toHaveLength(3);
  });

  it('tells the seller of a new review once, not of its edits', async () => {
    const product = await approvedProduct(server, seller.access, admin, { name: 'Taza azul' });
    const buyer = await registerUser(server);
    const itemId = await receivedItem(server, buyer, seller, product);
    const review = await postedReview(server, buyer, itemId, 4, 'Bonita');
    expect(
      (await postReview(server, buyer.access, { purchase_item: itemId, rating: 1 })).status,
    ).toBe(409);
    const edited = await call<Review>(server, 'PATCH', `marketplace/reviews/${review.id}/`, {
      token: buyer.access,
      body: { rating: 2 },
    });
    expect(edited.status).toBe(200);
    const reviews = (await ofProduct(seller, product.id)).filter(
      (n) => n.kind === 'review_received',
    );
    expect(reviews).toEqual([
      expect.objectContaining({
        params: { product_id: product.id, product_name: 'Taza azul', rating: 4 },
        link: '/sales',
      }),
    ]);
    expect(await ofProduct(buyer, product.id)).toEqual([]);
  });
});
