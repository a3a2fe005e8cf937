import { accountEndpoints as account } from '@plaza/api';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdAddress, createdPurchase, postPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * One buyer's checkouts racing on PostgreSQL (vitest.config.ts runs this folder only there), where
 * each request has its own connection: the cap on unpaid purchases (MAX_UNPAID_PURCHASES, 3 by
 * default), and one unpaid purchase per product (orders/unpaid-twin.ts), must hold when they
 * arrive together, not only one after another.
 */

const MAX_UNPAID = 3;
const AT_ONCE = 8;

describe('unpaid purchases at the same time', () => {
  const shop = useShop({ product: { quantity: 500 } });

  /** A new buyer with an address, and how they order one unit of a product by card. */
  const newBuyer = async () => {
    const buyer = await registerUser(shop.server);
    const address = (await createdAddress(shop.server, buyer.access)).id;
    const order = (product: number) => ({
      items: [{ product, quantity: 1 }],
      shipping_address: address,
      payment_method: 'card',
    });
    const unpaidCount = async () => {
      const me = await call<{ id: number }>(shop.server, account.user, {
        token: buyer.access,
      });
      const [unpaid] = await shop
        .db()
        .select({ count: count() })
        .from(purchases)
        .where(eq(purchases.buyerId, me.body.id));
      return unpaid?.count;
    };
    return { buyer, order, unpaidCount };
  };
  const products = (length: number) =>
    Promise.all(
      Array.from({ length }, () =>
        approvedProduct(shop.server, shop.seller.access, shop.admin, { quantity: 50 }),
      ),
    );

  it(`leaves exactly ${MAX_UNPAID} unpaid of many checkouts one buyer sends at once`, async () => {
    for (const already of [0, MAX_UNPAID - 1]) {
      const { buyer, order, unpaidCount } = await newBuyer();
      // Each checkout of a product of its own, so that only the cap can refuse it.
      const [earlier, racing] = [await products(already), await products(AT_ONCE)];
      for (const product of earlier) {
        await createdPurchase(shop.server, buyer.access, order(product.id));
      }
      const answers = await Promise.all(
        racing.map((product) => postPurchase(shop.server, buyer.access, order(product.id))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID - already);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ code: 'too_many_unpaid' });
      }
      expect(await unpaidCount()).toBe(MAX_UNPAID);
    }
  });

  it('makes one purchase of the same items sent at once, and names it to the others', async () => {
    const { buyer, order, unpaidCount } = await newBuyer();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        postPurchase(shop.server, buyer.access, order(shop.product.id)),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    const id = made[0]?.body.purchase_id;
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: 'unpaid_purchase',
        purchase: id,
        product: shop.product.id,
      });
    }
    expect(await unpaidCount()).toBe(1);
  });
});
