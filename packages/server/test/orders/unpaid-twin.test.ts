import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  type Product,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { createdAddress, createdPurchase, payByCard, postPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * Issue 36, item 4: going back from the payment step and checking out again must not make a second
 * unpaid purchase holding the same stock. A product waits for payment in at most one of a buyer's
 * purchases: a new one holding it is `409 unpaid_purchase`, naming the purchase to pay instead.
 */

describe('a product already waiting for payment', () => {
  const shop = useShop({ product: { quantity: 50 } });

  let buyer: TestUser;
  let address: number;
  let other: Product;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
    address = (await createdAddress(shop.server, buyer.access)).id;
    other = await approvedProduct(shop.server, shop.seller.access, shop.admin, { quantity: 50 });
  });

  const order = (items: { product: number; quantity: number }[], token = buyer.access) =>
    postPurchase(shop.server, token, { items, shipping_address: address, payment_method: 'card' });
  const bought = async (items: { product: number; quantity: number }[]) =>
    (await createdPurchase(shop.server, buyer.access, { items, shipping_address: address }))
      .purchase_id;
  const stockOf = async (id: number) =>
    bodyOf(
      await call<Product>(shop.server, catalogue.product, {
        params: { id },
        token: shop.seller.access,
      }),
      200,
    ).quantity;
  const expectRefused = async (
    items: { product: number; quantity: number }[],
    pending: number,
    product: number,
  ) => {
    const refused = await order(items);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'unpaid_purchase', purchase: pending, product });
  };

  it('refuses the same items again with 409 unpaid_purchase naming the pending purchase, and takes no stock', async () => {
    const items = [{ product: shop.product.id, quantity: 2 }];
    const pending = await bought(items);
    const stock = await stockOf(shop.product.id);
    await expectRefused(items, pending, shop.product.id);
    // Another quantity, or with something else beside it, is still that product held twice.
    await expectRefused([{ product: shop.product.id, quantity: 1 }], pending, shop.product.id);
    await expectRefused(
      [
        { product: other.id, quantity: 1 },
        { product: shop.product.id, quantity: 1 },
      ],
      pending,
      shop.product.id,
    );
    expect(await stockOf(shop.product.id)).toBe(stock);
    expect(await stockOf(other.id)).toBe(50);

    // Another buyer is not held up by this one's purchase.
    const shopper = await registerUser(shop.server);
    const theirs = (await createdAddress(shop.server, shopper.access)).id;
    const answer = await postPurchase(shop.server, shopper.access, {
      items,
      shipping_address: theirs,
      payment_method: 'card',
    });
    expect(answer.status).toBe(201);
    await payByCard(shop.server, buyer.access, pending);
  });

  it('takes other products, and the same again once the pending one is paid, cancelled or past its window', async () => {
    const item = [{ product: shop.product.id, quantity: 1 }];
    const unrelated = await bought([{ product: other.id, quantity: 1 }]);

    const toPay = await bought(item);
    await expectRefused(item, toPay, shop.product.id);
    await payByCard(shop.server, buyer.access, toPay);

    const toCancel = await bought(item);
    await expectRefused(item, toCancel, shop.product.id);
    const cancelled = await call(shop.server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id: toCancel, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);

    const toLapse = await bought(item);
    await expectRefused(item, toLapse, shop.product.id);
    // Past its window but not swept yet: it is not there to be paid, so it holds nobody up.
    await shop
      .db()
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, toLapse));
    await bought(item);

    await expectRefused([{ product: other.id, quantity: 3 }], unrelated, other.id);
  });
});
