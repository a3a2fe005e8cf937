import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  reviewEndpoints as reviews,
  type AdminReview,
  type AdminReviewPage,
  type Product,
  type ProductReviewPage,
  type ProductSummaryPage,
  type PurchasePage,
  type ReviewPage,
  type Seller,
} from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { postedReview, receivedItems } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

/** Administrators moderating reviews: a hidden review leaves every list, average and count at once. */
describe('hiding reviews', () => {
  const shop = useShop({ product: { name: 'Cuaderno de notas' } });

  let buyers: TestUser[];
  let reviewIds: number[];
  beforeAll(async () => {
    buyers = await Promise.all([0, 1, 2].map(() => registerUser(shop.server)));
    reviewIds = [];
    for (const [index, rating] of [5, 4, 1].entries()) {
      const buyer = buyers[index]!;
      const items = await receivedItems(shop.server, buyer, shop.seller, [shop.product]);
      const comment = rating === 1 ? 'Horrible, una estafa total' : `Bueno ${index}`;
      reviewIds.push(
        (await postedReview(shop.server, buyer, items.get(shop.product.id)!, rating, comment)).id,
      );
    }
  }, 60_000);

  const list = (query: Record<string, string | number> = {}, token = shop.admin) =>
    call<AdminReviewPage>(shop.server, reviews.adminReviews, { query, token });
  const setHidden = (id: number | string, body: unknown, token = shop.admin) =>
    call<AdminReview>(shop.server, reviews.setReviewVisibility, { params: { id }, token, body });

  /** Everything that shows the product's reviews or counts them, as a visitor reads it now. */
  async function publicView() {
    const { username } = shop.seller;
    const productReviews = await call<ProductReviewPage>(shop.server, reviews.productReviews, {
      params: { id: shop.product.id },
    });
    const page = await call<Product>(shop.server, catalogue.product, {
      params: { id: shop.product.id },
    });
    const explore = await call<ProductSummaryPage>(shop.server, catalogue.products, {
      query: { seller: username },
    });
    const sellerPage = await call<Seller>(shop.server, reviews.seller, { params: { username } });
    const sellerReviews = await call<ReviewPage>(shop.server, reviews.sellerReviews, {
      params: { username },
    });
    return {
      listed: productReviews.body.results.map((review) => review.id),
      summary: productReviews.body.summary,
      product: page.body.rating,
      explore: explore.body.results[0]?.rating,
      seller: sellerPage.body.rating,
      sellerListed: sellerReviews.body.results.map((review) => review.id),
    };
  }

  it('is for administrators only', async () => {
    expect((await list({}, shop.seller.access)).status).toBe(403);
    expect((await call(shop.server, reviews.adminReviews)).status).toBe(401);
    const bySeller = await setHidden(reviewIds[2]!, { is_hidden: true }, shop.seller.access);
    expect(bySeller.status).toBe(403);
  });

  it('lists every review, searched by comment, product or author', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results[0]).toEqual({
      id: reviewIds[2],
      product: { id: shop.product.id, name: 'Cuaderno de notas' },
      rating: 1,
      comment: 'Horrible, una estafa total',
      author: { username: buyers[2]!.username, avatar: null },
      reply: null,
      replied_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_hidden: false,
      hidden_reason: null,
    });
    const ids = async (search: string) =>
      (await list({ search })).body.results.map((row) => row.id);
    expect(await ids('ESTAFA')).toEqual([reviewIds[2]]);
    expect(await ids('cuaderno')).toHaveLength(3);
    expect(await ids(buyers[0]!.username)).toEqual([reviewIds[0]]);
    expect(await ids('100%')).toEqual([]);
    const refused: Record<string, string | number>[] = [
      { is_hidden: 'maybe' },
      { search: 'x'.repeat(201) },
      { page: 0 },
    ];
    for (const bad of refused) {
      expect((await list(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('hides a review with a reason: it leaves every list, average and count at once', async () => {
    const [five, four, one] = reviewIds as [number, number, number];
    // Visitors' answers are kept a few seconds: read them now, so that those are the kept ones.
    const before = await publicView();
    expect(before).toMatchObject({
      listed: [one, four, five],
      summary: { average: 3.3, count: 3, histogram: { '1': 1, '4': 1, '5': 1 } },
      product: { average: 3.3, count: 3 },
      explore: { average: 3.3, count: 3 },
      seller: { average: 3.3, count: 3 },
      sellerListed: [one, four, five],
    });

    const hidden = await setHidden(one, { is_hidden: true, reason: '  Insulta al vendedor ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      id: one,
      is_hidden: true,
      hidden_reason: 'Insulta al vendedor',
    });
    const expected = {
      listed: [four, five],
      summary: { average: 4.5, count: 2, histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
      product: { average: 4.5, count: 2 },
      explore: { average: 4.5, count: 2 },
      seller: { average: 4.5, count: 2 },
      sellerListed: [four, five],
    };
    expect(await publicView()).toEqual(expected);
    // Hiding it again changes nothing but the reason.
    const again = await setHidden(one, { is_hidden: true });
    expect(again.body).toMatchObject({ is_hidden: true, hidden_reason: null });
    expect(await publicView()).toEqual(expected);
    expect((await list({ is_hidden: 'true' })).body.results.map((row) => row.id)).toEqual([one]);
    expect((await list({ is_hidden: 'false' })).body.results.map((row) => row.id)).toEqual([
      four,
      five,
    ]);
    const filtered = await call<ProductReviewPage>(shop.server, reviews.productReviews, {
      params: { id: shop.product.id },
      query: { rating: 1 },
    });
    expect(filtered.body).toMatchObject({ count: 0, results: [] });

    // Its author still sees it on their purchase.
    const purchases = await call<PurchasePage>(shop.server, orders.purchases, {
      token: buyers[2]!.access,
    });
    expect(purchases.body.results[0]?.items[0]?.review).toMatchObject({ id: one, rating: 1 });

    // An edit while hidden moves no rating; shown again, it counts with its new stars.
    const edited = await call(shop.server, reviews.updateReview, {
      params: { id: one },
      token: buyers[2]!.access,
      body: { rating: 2 },
    });
    expect(edited.status).toBe(200);
    expect((await publicView()).product).toEqual({ average: 4.5, count: 2 });
    const shown = await setHidden(one, { is_hidden: false, reason: 'ignored' });
    expect(shown.body).toMatchObject({ is_hidden: false, hidden_reason: null, rating: 2 });
    expect(await publicView()).toMatchObject({
      listed: [one, four, five],
      summary: { average: 3.7, count: 3, histogram: { '2': 1, '4': 1, '5': 1 } },
      product: { average: 3.7, count: 3 },
      explore: { average: 3.7, count: 3 },
      seller: { average: 3.7, count: 3 },
    });
    expect((await setHidden(one, { is_hidden: false })).status).toBe(200);
    expect((await publicView()).product).toEqual({ average: 3.7, count: 3 });
  });

  it('refuses bad bodies and unknown reviews', async () => {
    for (const body of [{}, { is_hidden: 'x' }, { is_hidden: true, reason: 'x'.repeat(501) }]) {
      const answer = await setHidden(reviewIds[0]!, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of [999_999, 'abc', 0]) {
      const answer = await setHidden(id, { is_hidden: true });
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
  });
});
