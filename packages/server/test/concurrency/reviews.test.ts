import {
  catalogueEndpoints as catalogue,
  reviewEndpoints,
  type AdminReview,
  type Product,
  type ProductReviewPage,
  type Review,
} from '@plaza/api';
import { and, eq, not, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../src/db/schema/index.js';
import { averageOf } from '../../src/reviews/ratings.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { postReview, receivedItem } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

/*
 * Many buyers reviewing one product at once, against PostgreSQL (vitest.config.ts runs this folder
 * only there): each request has its own connection, so the reviews really race to add to the same
 * product's rating, and the count and average must still come out exact.
 */

const BUYERS = 40;

describe('reviews of one product at the same time', () => {
  // Digital, so each sale is sent as soon as it is paid and the buyer can confirm it at once.
  const shop = useShop({ product: { is_digital: true, shipping_price: '0', quantity: BUYERS } });
  /** Each buyer with the item of the product they received. */
  let buyers: { buyer: TestUser; itemId: number }[];

  beforeAll(async () => {
    buyers = [];
    while (buyers.length < BUYERS) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const buyer = await registerUser(shop.server);
            return {
              buyer,
              itemId: await receivedItem(shop.server, buyer, shop.seller, shop.product),
            };
          }),
        )),
      );
    }
  }, 300_000);

  const ratingOf = async () =>
    (await call<Product>(shop.server, catalogue.product, { params: { id: shop.product.id } })).body
      .rating;

  /** What the product's row keeps, and the same computed now from its visible reviews. */
  async function keptAndCounted() {
    const db = shop.db();
    const [kept] = await db
      .select({ sum: products.ratingSum, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, shop.product.id));
    const [counted] = await db
      .select({
        sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(reviews)
      .where(and(eq(reviews.productId, shop.product.id), not(reviews.isHidden)));
    return { kept, counted };
  }

  it('counts every review once, each item reviewed once, whatever arrives together', async () => {
    const stars = (index: number) => (index % 5) + 1;
    // Every buyer posts twice at the same moment: one of the two must be refused.
    const answers = await Promise.all(
      buyers.flatMap(({ buyer, itemId }, index) =>
        [0, 1].map(() =>
          postReview(shop.server, buyer.access, { purchase_item: itemId, rating: stars(index) }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(BUYERS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'already_reviewed' });
    }

    const sum = buyers.reduce((total, _, index) => total + stars(index), 0);
    expect(await ratingOf()).toEqual({ average: averageOf(sum, BUYERS), count: BUYERS });
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual({ sum, count: BUYERS });
    expect(counted).toEqual({ sum, count: BUYERS });
    const page = await call<ProductReviewPage>(shop.server, reviewEndpoints.productReviews, {
      params: { id: shop.product.id },
    });
    expect(page.body.summary).toMatchObject({ average: averageOf(sum, BUYERS), count: BUYERS });
  });

  it('stays exact while authors edit and an administrator hides and shows them at once', async () => {
    const db = shop.db();
    const rows = await db
      .select({ id: reviews.id, itemId: reviews.purchaseItemId })
      .from(reviews)
      .where(eq(reviews.productId, shop.product.id));
    const reviewOf = new Map(rows.map((row) => [row.itemId, row.id]));
    const setHidden = (id: number, hidden: boolean) =>
      call<AdminReview>(shop.server, reviewEndpoints.setReviewVisibility, {
        params: { id },
        token: shop.admin,
        body: { is_hidden: hidden },
      });

    const answers = await Promise.all(
      buyers.flatMap(({ buyer, itemId }, index) => {
        const id = reviewOf.get(itemId)!;
        const edit = call<Review>(shop.server, reviewEndpoints.updateReview, {
          params: { id },
          token: buyer.access,
          body: { rating: 5 - (index % 5) },
        });
        // A third hidden, a third hidden twice and shown again, at the same time as the edit.
        if (index % 3 === 0) return [edit, setHidden(id, true)];
        if (index % 3 === 1) {
          return [edit, setHidden(id, true), setHidden(id, true), setHidden(id, false)];
        }
        return [edit];
      }),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(await ratingOf()).toEqual({
      average: averageOf(counted!.sum, counted!.count),
      count: counted!.count,
    });
    // Whatever order the hides and shows took, a third stayed hidden at least.
    expect(counted!.count).toBeLessThanOrEqual(BUYERS - Math.ceil(BUYERS / 3));
  });
});
