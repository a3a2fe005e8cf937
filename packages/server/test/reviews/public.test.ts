import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  reviewEndpoints as reviews,
  type Endpoint,
  type Product,
  type ProductReviewPage,
  type ProductSummaryPage,
  type ReviewPage,
  type Seller,
} from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call, type EndpointArguments } from '../support/http.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { postedReview, receivedItems } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

/*
 * What everyone reads: ratings on products, explore ordered by them and filtered by seller, a
 * product's reviews with their summary, and seller pages. One seller's shop is rated once in
 * beforeAll by four buyers, each buying one of several products in one purchase:
 *
 *   five    [5]          → 5.0, 1 review
 *   close   [5, 5, 4]    → 4.7 (4.67 rounded), 3 reviews
 *   older   [4, 5]       → 4.5, 2 reviews
 *   newer   [5, 4]       → 4.5, 2 reviews, made after `older`
 *   many    [4, 5, 4, 5] → 4.5, 4 reviews
 *   unrated              → no rating
 */

describe('ratings, product reviews and seller pages', () => {
  const shop = useShop({ seller: { first_name: 'Aurora', last_name: 'Secreta' }, product: false });

  let buyers: TestUser[];
  const jars: Record<string, Product> = {};

  beforeAll(async () => {
    for (const name of ['five', 'close', 'older', 'newer', 'many', 'unrated']) {
      jars[name] = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
        name: `Jarra ${name}`,
      });
    }
    buyers = await Promise.all([1, 2, 3, 4].map(() => registerUser(shop.server)));
    const ratings: Record<string, number[]> = {
      five: [5],
      close: [5, 5, 4],
      older: [4, 5],
      newer: [5, 4],
      many: [4, 5, 4, 5],
    };
    for (const [index, buyer] of buyers.entries()) {
      const rated = Object.keys(ratings).filter((name) => ratings[name]![index] !== undefined);
      const items = await receivedItems(
        shop.server,
        buyer,
        shop.seller,
        rated.map((name) => jars[name]!),
      );
      for (const name of rated) {
        const itemId = items.get(jars[name]!.id)!;
        await postedReview(shop.server, buyer, itemId, ratings[name]![index]!, `${name} ${index}`);
      }
    }
  }, 120_000);

  const get = <T, E extends Endpoint = Endpoint>(endpoint: E, ...options: EndpointArguments<E>) =>
    call<T, E>(shop.server, endpoint, ...options);
  type Query = Record<string, string | number>;
  const explore = (query: Query, token?: string) =>
    get<ProductSummaryPage>(catalogue.products, { query, token });
  const ofProduct = (id: number | string, query?: Query, token?: string) =>
    get<ProductReviewPage>(reviews.productReviews, { params: { id }, query, token });
  const seller = (username: string) => get<Seller>(reviews.seller, { params: { username } });
  const ofSeller = (username: string, query?: Query) =>
    get<ReviewPage>(reviews.sellerReviews, { params: { username }, query });

  it('puts the rating on every product answer: one decimal, null with no reviews', async () => {
    const product = await get<Product>(catalogue.product, { params: { id: jars.close!.id } });
    expect(product.body.rating).toEqual({ average: 4.7, count: 3 });
    const unrated = await get<Product>(catalogue.product, { params: { id: jars.unrated!.id } });
    expect(unrated.body.rating).toEqual({ average: null, count: 0 });

    const page = await explore({ seller: shop.seller.username });
    const byName = new Map(page.body.results.map((summary) => [summary.name, summary.rating]));
    expect(Object.fromEntries(byName)).toEqual({
      'Jarra five': { average: 5, count: 1 },
      'Jarra close': { average: 4.7, count: 3 },
      'Jarra older': { average: 4.5, count: 2 },
      'Jarra newer': { average: 4.5, count: 2 },
      'Jarra many': { average: 4.5, count: 4 },
      'Jarra unrated': { average: null, count: 0 },
    });
    const mine = await get<ProductSummaryPage>(productEditing.myProducts, {
      token: shop.seller.access,
    });
    expect(mine.body.results.find((row) => row.id === jars.many!.id)?.rating).toEqual({
      average: 4.5,
      count: 4,
    });
    const all = await get<ProductSummaryPage>(productEditing.adminProducts, {
      query: { search: 'Jarra five' },
      token: shop.admin,
    });
    expect(all.body.results.find((row) => row.id === jars.five!.id)?.rating).toEqual({
      average: 5,
      count: 1,
    });
  });

  it('orders explore by the best average, then the most reviews, then the newest, unrated last', async () => {
    const page = await explore({ seller: shop.seller.username, ordering: '-rating' });
    expect(page.body.results.map((summary) => summary.name)).toEqual([
      'Jarra five',
      'Jarra close',
      'Jarra many',
      'Jarra newer',
      'Jarra older',
      'Jarra unrated',
    ]);
    // Page by page, with the same order and nothing repeated.
    const first = await explore({
      seller: shop.seller.username,
      ordering: '-rating',
      page_size: 4,
    });
    const second = await explore({
      seller: shop.seller.username,
      ordering: '-rating',
      page_size: 4,
      page: 2,
    });
    expect([...first.body.results, ...second.body.results].map((row) => row.id)).toEqual(
      page.body.results.map((row) => row.id),
    );
    // With a search too, and for a signed-in caller.
    const searched = await explore({
      search: 'jarra',
      ordering: '-rating',
      seller: shop.seller.username,
    });
    expect(searched.body.results[0]?.name).toBe('Jarra five');
    const signedIn = await explore(
      { seller: shop.seller.username, ordering: '-rating' },
      buyers[0]!.access,
    );
    expect(signedIn.body.results.map((row) => row.id)).toEqual(
      page.body.results.map((row) => row.id),
    );
  });

  it('filters explore by seller, in any case, showing only their approved products', async () => {
    const other = await registerUser(shop.server);
    await approvedProduct(shop.server, other.access, shop.admin, { name: 'Jarra ajena' });
    const pending = await createdProduct(shop.server, shop.seller.access, {
      name: 'Jarra pendiente',
    });
    const page = await explore({ seller: shop.seller.username.toUpperCase(), page_size: 100 });
    expect(page.body.count).toBe(6);
    expect(page.body.results.map((row) => row.seller.username)).toEqual(
      Array(6).fill(shop.seller.username),
    );
    expect(page.body.results.map((row) => row.id)).not.toContain(pending.id);
    const nobody = await explore({ seller: 'nobody_here' });
    expect(nobody.body).toMatchObject({ count: 0, results: [] });
    for (const bad of ['a!', 'ab', 'x'.repeat(31)]) {
      const refused = await explore({ seller: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body).toHaveProperty('seller');
    }
    const ordering = await explore({ ordering: 'rating' });
    expect(ordering.status).toBe(400);
  });

  it('lists a product’s reviews newest first, with its summary and a stars filter', async () => {
    const many = jars.many!.id;
    const page = await ofProduct(many);
    expect(page.status).toBe(200);
    expect(page.body.summary).toEqual({
      average: 4.5,
      count: 4,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 2 },
    });
    expect(page.body.count).toBe(4);
    expect(page.body.results.map((review) => review.comment)).toEqual([
      'many 3',
      'many 2',
      'many 1',
      'many 0',
    ]);
    expect(page.body.results[0]).toEqual({
      id: expect.any(Number),
      product: { id: jars.many!.id, name: 'Jarra many' },
      rating: 5,
      comment: 'many 3',
      author: { username: buyers[3]!.username, avatar: null },
      reply: null,
      replied_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const fives = await ofProduct(many, { rating: 5 });
    expect(fives.body.results.map((review) => review.rating)).toEqual([5, 5]);
    expect(fives.body.summary.count).toBe(4);
    const paged = await ofProduct(many, { page_size: 3, page: 2 });
    expect(paged.body).toMatchObject({ count: 4, next: null, previous: expect.any(String) });
    expect(paged.body.results.map((review) => review.comment)).toEqual(['many 0']);
    expect((await ofProduct(many, { page: 3, page_size: 3 })).status).toBe(404);

    const none = await ofProduct(jars.unrated!.id);
    expect(none.body).toMatchObject({
      count: 0,
      results: [],
      summary: { average: null, count: 0, histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    });
    for (const rating of ['0', '6', '2.5', 'x']) {
      const refused = await ofProduct(many, { rating });
      expect(refused.status, rating).toBe(400);
      expect(refused.body).toHaveProperty('rating');
    }
  });

  it('answers 404 for the reviews of an unknown or unapproved product', async () => {
    const pending = await createdProduct(shop.server, shop.seller.access, {
      name: 'Jarra sin aprobar',
    });
    const suspended = await createdProduct(shop.server, shop.seller.access, {
      name: 'Jarra suspendida',
    });
    await moderate(shop.server, shop.admin, suspended.id, 'suspended', 'Copia');
    for (const id of [pending.id, suspended.id, 999_999, 'abc']) {
      for (const token of [undefined, shop.seller.access]) {
        const answer = await ofProduct(id, {}, token);
        expect(answer.status, `${id}`).toBe(404);
        expect(answer.body).toMatchObject({ code: 'not_found' });
      }
    }
  });

  it('answers a seller’s public page, without their e-mail, last name or phone', async () => {
    const answer = await seller(shop.seller.username.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      username: shop.seller.username,
      avatar: null,
      first_name: 'Aurora',
      date_joined: expect.any(String),
      // 5 + 14 + 9 + 9 + 18 stars over 12 reviews.
      rating: { average: 4.6, count: 12 },
      sales_count: 4,
      // The pending and suspended products other tests add are not counted.
      products_count: expect.any(Number),
    });
    expect(answer.body.products_count).toBeGreaterThanOrEqual(6);
    const text = JSON.stringify(answer.body);
    for (const secret of [shop.seller.email, 'Secreta', 'phone', 'email', 'last_name', 'address']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a page for any user, even one who sells nothing, and 404 for nobody', async () => {
    const buyer = buyers[0]!;
    const answer = await seller(buyer.username);
    expect(answer.body).toMatchObject({
      username: buyer.username,
      rating: { average: null, count: 0 },
      sales_count: 0,
      products_count: 0,
    });
    // The path carries each name percent-encoded: the last is `%00`, a NUL byte.
    for (const name of ['nobody_here', 'a!', 'x'.repeat(40), '\u0000']) {
      expect((await seller(name)).status, name).toBe(404);
      expect((await ofSeller(name)).status, name).toBe(404);
    }
  });

  it('lists a seller’s reviews over all their products, newest first', async () => {
    const page = await ofSeller(shop.seller.username);
    expect(page.body.count).toBe(12);
    expect(page.body.results[0]).toMatchObject({
      product: { id: jars.many!.id },
      comment: 'many 3',
      author: { username: buyers[3]!.username },
    });
    const times = page.body.results.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await ofSeller(shop.seller.username, { page_size: 5, page: 3 });
    expect(second.body.results).toHaveLength(2);
    const nothing = await ofSeller(buyers[0]!.username);
    expect(nothing.body).toMatchObject({ count: 0, results: [] });
  });

  it('shows a new review to visitors at once, though their answers are kept a while', async () => {
    const product = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      name: 'Jarra nueva',
    });
    const rating = async () =>
      (await get<Product>(catalogue.product, { params: { id: product.id } })).body.rating;
    const ranking = () => explore({ seller: shop.seller.username, ordering: '-rating' });
    // Asked twice: the second answer is the kept one.
    for (let time = 0; time < 2; time += 1) {
      expect(await rating()).toEqual({ average: null, count: 0 });
      await ranking();
    }
    const buyer = await registerUser(shop.server);
    const items = await receivedItems(shop.server, buyer, shop.seller, [product]);
    const review = await postedReview(shop.server, buyer, items.get(product.id)!, 5);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    const ranked = await ranking();
    expect(ranked.body.results.slice(0, 2).map((row) => row.name)).toEqual([
      'Jarra nueva',
      'Jarra five',
    ]);

    await call(shop.server, reviews.updateReview, {
      params: { id: review.id },
      token: buyer.access,
      body: { rating: 1 },
    });
    expect(await rating()).toEqual({ average: 1, count: 1 });
  });
});
