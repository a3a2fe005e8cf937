import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  reviewEndpoints as endpoints,
  type Product,
  type Purchase,
  type PurchasePage,
  type Review,
  type Sale,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { paidPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { postedReview, postReview, receivedItem } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

describe('writing reviews', () => {
  const shop = useShop({ product: { name: 'Lámpara de mesa' } });

  const edit = (id: number | string, body: unknown, token: string) =>
    call<Review>(shop.server, endpoints.updateReview, { params: { id }, token, body });
  const reply = (id: number | string, body: unknown, token = shop.seller.access) =>
    call<Review>(shop.server, endpoints.replyToReview, { params: { id }, token, body });
  const ratingOf = async (id: number) =>
    (await call<Product>(shop.server, catalogue.product, { params: { id } })).body.rating;
  /** Moves a review's posting date back, as if it were written `days` ago. */
  const postedDaysAgo = (id: number, days: number) =>
    shop
      .db()
      .update(reviews)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(reviews.id, id));

  /** A new buyer with a received item of `product`. */
  async function buyerWithItem(): Promise<{ buyer: TestUser; itemId: number }> {
    const buyer = await registerUser(shop.server);
    return { buyer, itemId: await receivedItem(shop.server, buyer, shop.seller, shop.product) };
  }

  it('needs a signed-in buyer', async () => {
    const answer = await call(shop.server, endpoints.createReview, {
      body: { purchase_item: 1, rating: 5 },
    });
    expect(answer.status).toBe(401);
  });

  it('rates a received item, mails the seller and moves the product’s rating', async () => {
    const { buyer, itemId } = await buyerWithItem();
    const before = await ratingOf(shop.product.id);
    const answer = await postReview(shop.server, buyer.access, {
      purchase_item: itemId,
      rating: 4,
      comment: '  Ilumina bien y llegó rápido.  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      product: { id: shop.product.id, name: 'Lámpara de mesa' },
      rating: 4,
      comment: 'Ilumina bien y llegó rápido.',
      author: { username: buyer.username, avatar: null },
      reply: null,
      replied_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await ratingOf(shop.product.id)).toEqual({
      average: expect.any(Number),
      count: before.count + 1,
    });

    const [mail] = await shop.server.api.devMail(shop.seller.email);
    expect(mail?.subject).toBe('Nueva opinión de «Lámpara de mesa»: 4 de 5 estrellas');
    expect(mail?.text).toContain(`${buyer.username} calificó «Lámpara de mesa» con 4 de 5`);
    expect(mail?.text).toContain('Ilumina bien y llegó rápido.');
  });

  it('keeps a blank comment as none', async () => {
    const { buyer, itemId } = await buyerWithItem();
    const review = await postedReview(shop.server, buyer, itemId, 5, '   ');
    expect(review.comment).toBeNull();
    const [mail] = await shop.server.api.devMail(shop.seller.email);
    expect(mail?.text).not.toContain('Su comentario');
  });

  it('refuses an item whose sale is not received yet, and a second review of one item', async () => {
    const buyer = await registerUser(shop.server);
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: shop.product.id, quantity: 1 },
    ]);
    const itemId = purchase.items[0]!.id;
    const early = await postReview(shop.server, buyer.access, { purchase_item: itemId, rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'not_received' });

    const received = await buyerWithItem();
    await postedReview(shop.server, received.buyer, received.itemId, 3);
    const again = await postReview(shop.server, received.buyer.access, {
      purchase_item: received.itemId,
      rating: 5,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_reviewed' });
  });

  it('answers 404 for another buyer’s item or one that does not exist', async () => {
    const { itemId } = await buyerWithItem();
    const stranger = await registerUser(shop.server);
    for (const purchaseItem of [itemId, 999_999]) {
      const answer = await postReview(shop.server, stranger.access, {
        purchase_item: purchaseItem,
        rating: 5,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
    // Not even its seller may review it.
    const bySeller = await postReview(shop.server, shop.seller.access, {
      purchase_item: itemId,
      rating: 5,
    });
    expect(bySeller.status).toBe(404);
  });

  it('refuses ratings that are not 1 to 5 stars, long comments and missing fields', async () => {
    const { buyer, itemId } = await buyerWithItem();
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await postReview(shop.server, buyer.access, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toHaveProperty(field);
    };
    for (const rating of [0, 6, 2.5, 'x', '4', null, -1, 1e308]) {
      await refused({ purchase_item: itemId, rating }, 'rating');
    }
    await refused({ purchase_item: itemId }, 'rating');
    await refused({ rating: 5 }, 'purchase_item');
    await refused({ purchase_item: 'abc', rating: 5 }, 'purchase_item');
    await refused({ purchase_item: itemId, rating: 5, comment: 'x'.repeat(2001) }, 'comment');
    await refused({ purchase_item: itemId, rating: 5, comment: 12 }, 'comment');
    const broken = await call(shop.server, endpoints.createReview, {
      token: buyer.access,
      raw: { data: '{"rating": ', type: 'application/json' },
    });
    expect(broken.status).toBe(400);
    // None of those wrote anything: the item can still be reviewed, with a comment of 2000.
    const review = await postedReview(shop.server, buyer, itemId, 1, 'y'.repeat(2000));
    expect(review.comment).toHaveLength(2000);
  });

  it('lets its author change it for 30 days, moving the rating, and nobody else', async () => {
    const { buyer, itemId } = await buyerWithItem();
    const review = await postedReview(shop.server, buyer, itemId, 2, 'Regular');
    const before = await ratingOf(shop.product.id);

    const changed = await edit(review.id, { rating: 5 }, buyer.access);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: review.id, rating: 5, comment: 'Regular' });
    expect(Date.parse(changed.body.updated_at)).toBeGreaterThan(Date.parse(review.updated_at));
    expect(changed.body.created_at).toBe(review.created_at);
    const after = await ratingOf(shop.product.id);
    expect(after.count).toBe(before.count);
    expect(after.average).toBeGreaterThan(before.average!);

    const cleared = await edit(review.id, { comment: null }, buyer.access);
    expect(cleared.body).toMatchObject({ rating: 5, comment: null });
    const worded = await edit(review.id, { comment: ' Muy buena ' }, buyer.access);
    expect(worded.body).toMatchObject({ rating: 5, comment: 'Muy buena' });

    const stranger = await registerUser(shop.server);
    for (const token of [stranger.access, shop.seller.access, shop.admin]) {
      expect((await edit(review.id, { rating: 1 }, token)).status).toBe(404);
    }
    expect((await edit(999_999, { rating: 1 }, buyer.access)).status).toBe(404);
    expect((await edit('abc', { rating: 1 }, buyer.access)).status).toBe(404);
    expect((await edit(review.id, { rating: 1 }, '')).status).toBe(401);

    const empty = await edit(review.id, {}, buyer.access);
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('non_field_errors');
    for (const rating of [0, 6, 2.5, 'x']) {
      expect((await edit(review.id, { rating }, buyer.access)).body).toHaveProperty('rating');
    }
    const long = await edit(review.id, { comment: 'x'.repeat(2001) }, buyer.access);
    expect(long.body).toHaveProperty('comment');
    expect(await ratingOf(shop.product.id)).toEqual(after);

    await postedDaysAgo(review.id, 29);
    expect((await edit(review.id, { rating: 4 }, buyer.access)).status).toBe(200);
    await postedDaysAgo(review.id, 31);
    const late = await edit(review.id, { rating: 1 }, buyer.access);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'edit_window_closed' });
  });

  it('lets the product’s seller reply once, and nobody else', async () => {
    const { buyer, itemId } = await buyerWithItem();
    const review = await postedReview(shop.server, buyer, itemId, 3);
    const stranger = await registerUser(shop.server);
    for (const token of [buyer.access, stranger.access, shop.admin]) {
      const answer = await reply(review.id, { reply: 'Gracias' }, token);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
    expect((await reply(999_999, { reply: 'Gracias' })).status).toBe(404);
    for (const body of [{}, { reply: '   ' }, { reply: 'x'.repeat(1001) }, { reply: 5 }]) {
      const answer = await reply(review.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toHaveProperty('reply');
    }

    const answered = await reply(review.id, { reply: '  Gracias por tu compra.  ' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id: review.id,
      reply: 'Gracias por tu compra.',
      replied_at: expect.any(String),
      updated_at: review.updated_at,
    });
    const again = await reply(review.id, { reply: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_replied' });
  });

  it('shows the buyer their own review on their purchase, and nobody else', async () => {
    const buyer = await registerUser(shop.server);
    const other = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      name: 'Florero',
    });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: shop.product.id, quantity: 1 },
      { product: other.id, quantity: 1 },
    ]);
    const [first, second] = purchase.items;
    expect(purchase.items.map((item) => item.review)).toEqual([null, null]);
    for (const status of ['preparing', 'sent']) {
      await call<Sale>(shop.server, orders.updateSaleStatus, {
        params: { id: first!.sale_id },
        token: shop.seller.access,
        body: { status },
      });
    }
    await call(shop.server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id: purchase.purchase_id, status: 'received' },
    });
    const review = await postedReview(shop.server, buyer, first!.id, 4, 'Bonita');
    await reply(review.id, { reply: 'Gracias' });

    const readPurchase = (token: string) =>
      call<Purchase>(shop.server, orders.purchase, { params: { id: purchase.purchase_id }, token });
    const own = await readPurchase(buyer.access);
    expect(own.body.items.find((item) => item.id === first!.id)?.review).toEqual({
      id: review.id,
      rating: 4,
      comment: 'Bonita',
      reply: 'Gracias',
      created_at: review.created_at,
      editable: true,
    });
    expect(own.body.items.find((item) => item.id === second!.id)?.review).toBeNull();
    const list = await call<PurchasePage>(shop.server, orders.purchases, {
      token: buyer.access,
    });
    const listed = list.body.results.find((row) => row.purchase_id === purchase.purchase_id);
    expect(listed?.items.find((item) => item.id === first!.id)?.review?.id).toBe(review.id);

    // An administrator reading the same purchase sees no review on it.
    const asAdmin = await readPurchase(shop.admin);
    expect(asAdmin.body.items.map((item) => item.review)).toEqual([null, null]);
    const adminList = await call<PurchasePage>(shop.server, orders.adminPurchases, {
      query: { search: purchase.purchase_id },
      token: shop.admin,
    });
    const adminRow = adminList.body.results.find((row) => row.purchase_id === purchase.purchase_id);
    expect(adminRow?.items.map((item) => item.review)).toEqual([null, null]);

    await postedDaysAgo(review.id, 31);
    const later = await readPurchase(buyer.access);
    expect(later.body.items.find((item) => item.id === first!.id)?.review?.editable).toBe(false);
  });
});
