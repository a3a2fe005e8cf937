import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  type Product,
  type Purchase,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { purchases } from '../../src/db/schema/index.js';
import { cancelPurchase, reviewPurchase } from '../../src/orders/purchases.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import { runRefund } from '../../src/payments/refunds.js';
import type { RefundOutcome, RefundRequest } from '../../src/payments/provider.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { paidPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop } from '../support/shop.js';
import { refundDouble, refundRowOf, untouchedForMinutes } from '../payments/refund-double.js';

/*
 * Refunds raced on PostgreSQL (vitest.config.ts runs this file only there): the server's pool gives
 * each request, and each runner here, its own connection, so the purchase's row lock and the
 * refund's claimed try are what keep a purchase to one refund, asked of its provider once.
 */

describe('refunds raced', () => {
  const shop = useShop({ product: false });

  let buyer: TestUser;
  let product: Product;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
    product = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      price: '12.00',
      shipping_price: '1.00',
      quantity: 100,
    });
  });

  const paid = () =>
    paidPurchase(shop.server, buyer.access, [{ product: product.id, quantity: 1 }]);
  const buyerIdOf = async (purchaseId: number) => {
    const [row] = await shop
      .db()
      .select({ buyerId: purchases.buyerId })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    return row!.buyerId;
  };
  /** A double whose refunds take a moment, so that runners started together overlap. */
  const slowDouble = () =>
    refundDouble(async (_: number, request: RefundRequest): Promise<RefundOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 'succeeded', refundId: `re_${request.idempotencyKey}` };
    });

  it("opens one refund and asks once when the buyer's cancel races the refusal", async () => {
    for (let round = 0; round < 6; round++) {
      const { purchase_id: id } = await paid();
      const buyerId = await buyerIdOf(id);
      const double = slowDouble();
      const services = { db: shop.db(), payments: double.payments };
      // Each side as its route does it: decide in a transaction, then ask for the refund.
      const outcomes = await Promise.allSettled([
        cancelPurchase(withoutEffects(shop.db()), buyerId, id).then(() => runRefund(services, id)),
        reviewPurchase(withoutEffects(shop.db()), id, { data: { status: 'refused' } }).then(() =>
          runRefund(services, id),
        ),
      ]);
      const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const rows = await refundRowOf(shop.db(), id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', attempts: 1, amount: 1300 });
      expect(rows[0]?.reason).toBe(outcomes[0].status === 'fulfilled' ? 'cancelled' : 'refused');
      expect(double.calls).toHaveLength(1);
    }
  });

  it('keeps one refund row when the routes race, and puts the unit back once', async () => {
    const stock = async () =>
      (await call<Product>(shop.server, catalogue.product, { params: { id: product.id } })).body
        .quantity;
    const { purchase_id: id } = await paid();
    const before = await stock();
    const answers = await Promise.all([
      call<Purchase>(shop.server, orders.updateBuyerStatus, {
        token: buyer.access,
        body: { purchase_id: id, status: 'cancelled' },
      }),
      call<Purchase>(shop.server, orders.reviewPurchase, {
        params: { id },
        token: shop.admin,
        body: { data: { status: 'refused' } },
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await refundRowOf(shop.db(), id)).toHaveLength(1);
    expect(await stock()).toBe(before + 1);
  });

  it('asks the provider once when runners and sweeps try one refund together', async () => {
    const { purchase_id: id } = await paid();
    await reviewPurchase(withoutEffects(shop.db()), id, { data: { status: 'refused' } });
    // As a refund left pending by a server that stopped before asking, found by every instance.
    await untouchedForMinutes(shop.db(), id);
    const double = slowDouble();
    const services = { db: shop.db(), payments: double.payments };
    await Promise.all([
      ...Array.from({ length: 4 }, () => runRefund(services, id)),
      ...Array.from({ length: 4 }, () => retryPendingRefunds(services)),
    ]);
    // The sweeps may find other refunds of this database too: this one is asked once.
    const key = `purchase-${id}-refund`;
    expect(double.calls.filter((request) => request.idempotencyKey === key)).toHaveLength(1);
    expect((await refundRowOf(shop.db(), id))[0]).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      providerRefundId: `re_purchase-${id}-refund`,
    });
  });
});
