import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  productEditingEndpoints as productEditing,
  type Endpoint,
  type Product,
  type ProductSummaryPage,
  type PurchasePage,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import {
  createdAddress,
  createdPurchase,
  paidPurchase,
  payByCard,
  postPurchase,
} from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * docs/api.md, Purchases: a buyer holds at most MAX_UNPAID_PURCHASES (3 by default) purchases in
 * `pending_payment` at once, so one account can't keep a product's stock held unpaid; its seller
 * and administrators see the units held (`reserved_quantity`), and nobody else does.
 */

describe('purchases waiting for payment', () => {
  const shop = useShop({ product: { quantity: 50 } });

  let buyer: TestUser;
  let address: number;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
    address = (await createdAddress(shop.server, buyer.access)).id;
  });

  const order = (product = shop.product.id) => ({
    items: [{ product, quantity: 1 }],
    shipping_address: address,
    payment_method: 'card',
  });
  // Each of a product of its own: a product waits for payment in one purchase of a buyer at a time
  // (unpaid-twin.ts), and the shop's product is kept for the purchase refused.
  const bought = async () => {
    const own = await approvedProduct(shop.server, shop.seller.access, shop.admin);
    return (await createdPurchase(shop.server, buyer.access, order(own.id))).purchase_id;
  };
  /** Product `id` as `token`'s user (a visitor without one) reads it. */
  const productAs = async (id: number, token?: string) =>
    bodyOf(await call<Product>(shop.server, catalogue.product, { params: { id }, token }), 200);
  const product = (token?: string) => productAs(shop.product.id, token);
  const expectRefused = async () => {
    const refused = await postPurchase(shop.server, buyer.access, order());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'too_many_unpaid' });
  };

  it('refuses a 4th unpaid purchase with 409 too_many_unpaid, and takes no stock for it', async () => {
    for (let index = 0; index < 3; index += 1) await bought();
    const stock = (await product(shop.seller.access)).quantity;
    await expectRefused();
    expect((await product(shop.seller.access)).quantity).toBe(stock);
    // Another buyer is not held up by this one's purchases.
    const other = await registerUser(shop.server);
    const theirs = await createdAddress(shop.server, other.access);
    await createdPurchase(shop.server, other.access, { ...order(), shipping_address: theirs.id });
  });

  it('frees a place when one is paid, cancelled, or its window closes before the sweep', async () => {
    await expectRefused();
    const mine = await call<PurchasePage>(shop.server, orders.purchases, {
      query: { status: 'pending_payment' },
      token: buyer.access,
    });
    const [first, second, third] = bodyOf(mine, 200).results.map((each) => each.purchase_id);

    await payByCard(shop.server, buyer.access, first!);
    await bought();
    await expectRefused();

    const cancelled = await call(shop.server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id: second, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    await bought();
    await expectRefused();

    // Past its window but not swept yet: its units stay taken until the sweep, but it holds no place.
    await shop
      .db()
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, third!));
    await bought();
    await expectRefused();
  });

  it('shows the units held unpaid to the seller and administrators, and null to anyone else', async () => {
    const seller = await registerUser(shop.server);
    const held = await approvedProduct(shop.server, seller.access, shop.admin, { quantity: 20 });
    const shopper = await registerUser(shop.server);
    const shipTo = (await createdAddress(shop.server, shopper.access)).id;
    const items = (quantity: number) => [{ product: held.id, quantity }];
    // Paid first, and the other units held by someone else: a product waits for payment in one
    // purchase of a buyer at a time (unpaid-twin.ts).
    await paidPurchase(shop.server, shopper.access, items(1));
    await createdPurchase(shop.server, shopper.access, {
      items: items(2),
      shipping_address: shipTo,
    });
    const another = await registerUser(shop.server);
    await createdPurchase(shop.server, another.access, {
      items: items(3),
      shipping_address: (await createdAddress(shop.server, another.access)).id,
    });
    const detail = (token?: string) => productAs(held.id, token);
    const listed = async (endpoint: Endpoint, token: string, query = {}) =>
      bodyOf(
        await call<ProductSummaryPage>(shop.server, endpoint, { query, token }),
        200,
      ).results.find((each) => each.id === held.id);

    expect(await detail(seller.access)).toMatchObject({ quantity: 14, reserved_quantity: 5 });
    expect((await listed(productEditing.myProducts, seller.access))?.reserved_quantity).toBe(5);
    const named = { search: held.name };
    expect((await listed(productEditing.adminProducts, shop.admin, named))?.reserved_quantity).toBe(
      5,
    );

    // A visitor, the shopper and another seller get the visitors' answer, kept or made anew.
    expect((await detail()).reserved_quantity).toBeNull();
    expect((await detail(shopper.access)).reserved_quantity).toBeNull();
    expect((await detail(shop.seller.access)).reserved_quantity).toBeNull();
    expect((await detail(seller.access)).reserved_quantity).toBe(5);
    const explore = await call<ProductSummaryPage>(shop.server, catalogue.products);
    for (const each of bodyOf(explore, 200).results) expect(each.reserved_quantity).toBeNull();
  });
});
