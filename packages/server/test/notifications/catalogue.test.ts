import {
  productEditingEndpoints as productEditing,
  reviewEndpoints,
  type Review,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { postedReview, postReview, receivedItem } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

/*
 * What a seller hears of their products: an administrator's decisions, and buyers' reviews. A
 * decision repeated (a retry, a second click) tells nothing more; a product approved again after a
 * suspension is news again.
 */
describe('notifications of moderation and reviews', () => {
  const shop = useShop({ product: false });

  const ofProduct = async (user: TestUser, id: number) =>
    (await notificationsOf(shop.server, user)).filter((n) => n.params.product_id === id);

  it('tells the seller of each approval and suspension that changes the product, once', async () => {
    const product = await createdProduct(shop.server, shop.seller.access, { name: 'Lámpara' });
    const about = { product_id: product.id, product_name: 'Lámpara' };
    expect(await ofProduct(shop.seller, product.id)).toEqual([]);
    expect((await moderate(shop.server, shop.admin, product.id, 'approved')).status).toBe(200);
    expect((await moderate(shop.server, shop.admin, product.id, 'approved')).status).toBe(200);
    expect(await ofProduct(shop.seller, product.id)).toEqual([
      expect.objectContaining({
        kind: 'product_approved',
        params: about,
        link: `/product/${product.id}`,
      }),
    ]);
    expect(
      (await moderate(shop.server, shop.admin, product.id, 'suspended', ' Fotos ajenas ')).status,
    ).toBe(200);
    expect(
      (await moderate(shop.server, shop.admin, product.id, 'suspended', 'Otra razón')).status,
    ).toBe(200);
    expect((await moderate(shop.server, shop.admin, product.id, 'approved')).status).toBe(200);
    const told = await ofProduct(shop.seller, product.id);
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
    expect(await ofProduct(await registerUser(shop.server), product.id)).toEqual([]);
    const byUser = await call(shop.server, productEditing.setProductStatus, {
      params: product,
      token: shop.seller.access,
      body: { status: 'approved' },
    });
    expect(byUser.status).toBe(403);
    expect(await ofProduct(shop.seller, product.id)).toHaveLength(3);
  });

  it('tells the seller of a new review once, not of its edits', async () => {
    const product = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      name: 'Taza azul',
    });
    const buyer = await registerUser(shop.server);
    const itemId = await receivedItem(shop.server, buyer, shop.seller, product);
    const review = await postedReview(shop.server, buyer, itemId, 4, 'Bonita');
    expect(
      (await postReview(shop.server, buyer.access, { purchase_item: itemId, rating: 1 })).status,
    ).toBe(409);
    const edited = await call<Review>(shop.server, reviewEndpoints.updateReview, {
      params: { id: review.id },
      token: buyer.access,
      body: { rating: 2 },
    });
    expect(edited.status).toBe(200);
    const reviews = (await ofProduct(shop.seller, product.id)).filter(
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
