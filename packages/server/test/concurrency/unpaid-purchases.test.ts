import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdAddress, createdPurchase, postPurchase } from '../support/orders.js';
import { useShop } from '../support/shop.js';

/*
 * One buyer's checkouts racing on PostgreSQL (vitest.config.ts runs this folder only there), where
 * each request has its own connection: the cap on unpaid purchases (MAX_UNPAID_PURCHASES, 3 by
 * default) must hold when they arrive together, not only one after another.
 */

const MAX_UNPAID = 3;

describe('unpaid purchases at the same time', () => {
  const shop = useShop({ product: { quantity: 500 } });

  it(`leaves exactly ${MAX_UNPAID} unpaid of many checkouts one buyer sends at once`, async () => {
    for (const already of [0, MAX_UNPAID - 1]) {
      const buyer = await registerUser(shop.server);
      const address = (await createdAddress(shop.server, buyer.access)).id;
      const order = {
        items: [{ product: shop.product.id, quantity: 1 }],
        shipping_address: address,
        payment_method: 'card',
      };
      for (let index = 0; index < already; index += 1) {
        await createdPurchase(shop.server, buyer.access, order);
      }
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => postPurchase(shop.server, buyer.access, order)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID - already);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ code: 'too_many_unpaid' });
      }
      const me = await call<{ id: number }>(shop.server, 'GET', 'auth/user/', {
        token: buyer.access,
      });
      const [unpaid] = await shop
        .db()
        .select({ count: count() })
        .from(purchases)
        .where(eq(purchases.buyerId, me.body.id));
      expect(unpaid?.count).toBe(MAX_UNPAID);
    }
  });
});
