import { orderEndpoints as orders, type Purchase, type Sale } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { transactions } from '../../src/db/schema/index.js';
import { expireDuePurchases } from '../../src/orders/expiry.js';
import { applyPurchaseEvent, lockPurchase } from '../../src/orders/transitions.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import {
  cardToken,
  createdAddress,
  createdPurchase,
  DECLINED_CARD,
  payByCard,
} from '../support/orders.js';
import { notificationsOf } from '../support/notifications.js';
import { approvedProduct, startAdminServer } from '../support/products.js';
import type { TestServer } from '../support/test-server.js';

/*
 * What a purchase's life tells its buyer and sellers, driven through the real routes: each
 * notification reaches the right user once, with its params and link; a retried or refused request
 * writes none, and neither does a change rolled back after it wrote one.
 */
describe('notifications of purchases and sales', () => {
  let server: TestServer;
  let admin: string;
  let buyer: TestUser;
  let sellers: TestUser[];
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
    buyer = await registerUser(server);
    sellers = [await registerUser(server), await registerUser(server)];
  });
  afterAll(() => server.close());

  const db = () => server.server.database.db;
  const verify = (id: number, data: Record<string, unknown>) =>
    call<Purchase>(server, orders.verifyPayment, {
      params: { id },
      token: buyer.access,
      body: { verification_data: data },
    });
  const review = (id: number, status: 'approved' | 'refused') =>
    call<Purchase>(server, orders.reviewPurchase, {
      params: { id },
      token: admin,
      body: { data: { status } },
    });
  const saleStatus = (seller: TestUser, id: number, body: Record<string, unknown>) =>
    call<Sale>(server, orders.updateSaleStatus, {
      params: { id },
      token: seller.access,
      body,
    });

  /** A purchase of one unit from each seller: 10.00 + 2.50 shipping, and 7.25 + 0. */
  const purchase = async (payment_method: 'card' | 'bank_transfer') => {
    const [first, second] = await Promise.all([
      approvedProduct(server, sellers[0]!.access, admin, {
        price: '10.00',
        shipping_price: '2.50',
      }),
      approvedProduct(server, sellers[1]!.access, admin, { price: '7.25', shipping_price: '0' }),
    ]);
    const address = await createdAddress(server, buyer.access);
    return createdPurchase(server, buyer.access, {
      items: [
        { product: first.id, quantity: 1 },
        { product: second.id, quantity: 1 },
      ],
      shipping_address: address.id,
      payment_method,
    });
  };
  const saleIdOf = (bought: Purchase, seller: TestUser) =>
    bought.items.find((item) => item.seller.username === seller.username)!.sale_id;
  /** The notifications of `kind` about this purchase. */
  const about = async (user: TestUser, kind: Parameters<typeof notificationsOf>[2], id: number) =>
    (await notificationsOf(server, user, kind)).filter((n) => n.params.purchase_id === id);

  const expectPaid = async (bought: Purchase) => {
    const id = bought.purchase_id;
    const paid = await about(buyer, 'purchase_paid', id);
    expect(paid).toEqual([
      expect.objectContaining({ params: { purchase_id: id }, link: `/purchases/${id}` }),
    ]);
    const totals = ['12.50', '7.25'];
    for (const [index, seller] of sellers.entries()) {
      expect(await about(seller, 'sale_made', id)).toEqual([
        expect.objectContaining({
          params: { purchase_id: id, sale_id: saleIdOf(bought, seller), total: totals[index] },
          link: `/sales/${saleIdOf(bought, seller)}`,
          read_at: null,
        }),
      ]);
    }
    // Nobody else hears of it.
    expect(await about(buyer, 'sale_made', id)).toEqual([]);
    expect(await about(sellers[0]!, 'purchase_paid', id)).toEqual([]);
  };

  it('tells the buyer of a card payment and each seller of their sale, once', async () => {
    const bought = await purchase('card');
    const id = bought.purchase_id;
    // A declined card changes nothing, and tells nobody.
    const declined = await verify(id, {
      token: await cardToken(server, buyer.access, DECLINED_CARD),
    });
    expect(declined.status).toBe(400);
    expect(await about(buyer, 'purchase_paid', id)).toEqual([]);
    expect(await about(sellers[0]!, 'sale_made', id)).toEqual([]);
    await payByCard(server, buyer.access, id);
    // Paying again is refused and writes nothing more.
    expect((await verify(id, { token: await cardToken(server, buyer.access) })).status).toBe(409);
    await expectPaid(bought);
  });

  it('tells of a bank transfer once an administrator approves it, however often they do', async () => {
    const bought = await purchase('bank_transfer');
    const id = bought.purchase_id;
    expect((await verify(id, { reference: 'TRF-1' })).status).toBe(200);
    expect(await about(buyer, 'purchase_paid', id)).toEqual([]);
    expect((await review(id, 'approved')).status).toBe(200);
    expect((await review(id, 'approved')).status).toBe(409);
    await expectPaid(bought);
  });

  it('tells the buyer of a refused transfer once, and no seller', async () => {
    const bought = await purchase('bank_transfer');
    const id = bought.purchase_id;
    await verify(id, { reference: 'TRF-2' });
    expect((await review(id, 'refused')).status).toBe(200);
    expect((await review(id, 'refused')).status).toBe(409);
    expect(await about(buyer, 'purchase_refused', id)).toEqual([
      expect.objectContaining({ params: { purchase_id: id }, link: `/purchases/${id}` }),
    ]);
    expect(await about(buyer, 'purchase_paid', id)).toEqual([]);
    expect(await about(sellers[0]!, 'sale_made', id)).toEqual([]);
  });

  it('writes nothing for an approval rolled back after it wrote its notifications', async () => {
    const bought = await purchase('bank_transfer');
    const id = bought.purchase_id;
    await verify(id, { reference: 'TRF-3' });
    const dying = db().transaction(async (tx) => {
      const locked = await lockPurchase(tx, id);
      await applyPurchaseEvent(tx, locked!, 'approve');
      // The process dies, or a later statement fails, before the commit.
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(dying).rejects.toThrow();
    expect(await about(buyer, 'purchase_paid', id)).toEqual([]);
    expect(await about(sellers[1]!, 'sale_made', id)).toEqual([]);
    expect((await review(id, 'approved')).status).toBe(200);
    await expectPaid(bought);
  });

  it('tells the buyer of each sale sent, with its tracking code, once', async () => {
    const bought = await purchase('card');
    const id = bought.purchase_id;
    await payByCard(server, buyer.access, id);
    const [first, second] = sellers as [TestUser, TestUser];
    const firstSale = saleIdOf(bought, first);
    // Sending before preparing is refused; preparing tells nobody.
    expect((await saleStatus(first, firstSale, { status: 'sent' })).status).toBe(409);
    expect((await saleStatus(first, firstSale, { status: 'preparing' })).status).toBe(200);
    expect(await about(buyer, 'purchase_sent', id)).toEqual([]);
    // Someone else's sale is not theirs to send.
    expect((await saleStatus(second, firstSale, { status: 'sent' })).status).toBe(404);
    const sent = { status: 'sent', tracking_code: ' TRK-42 ' };
    expect((await saleStatus(first, firstSale, sent)).status).toBe(200);
    expect((await saleStatus(first, firstSale, sent)).status).toBe(409);
    expect(await about(buyer, 'purchase_sent', id)).toEqual([
      expect.objectContaining({
        params: { purchase_id: id, tracking_code: 'TRK-42', seller_count: 2 },
        link: `/purchases/${id}`,
      }),
    ]);
    const secondSale = saleIdOf(bought, second);
    await saleStatus(second, secondSale, { status: 'preparing' });
    await saleStatus(second, secondSale, { status: 'sent' });
    const both = await about(buyer, 'purchase_sent', id);
    expect(both.map((n) => n.params.tracking_code)).toEqual([null, 'TRK-42']);
    expect(await about(first, 'purchase_sent', id)).toEqual([]);
  });

  it('tells the buyer a digital sale is sent as soon as it is paid', async () => {
    const [course, chair] = await Promise.all([
      approvedProduct(server, sellers[0]!.access, admin, { is_digital: true, shipping_price: '0' }),
      approvedProduct(server, sellers[1]!.access, admin),
    ]);
    const address = await createdAddress(server, buyer.access);
    const bought = await createdPurchase(server, buyer.access, {
      items: [
        { product: course.id, quantity: 1 },
        { product: chair.id, quantity: 1 },
      ],
      shipping_address: address.id,
    });
    const id = bought.purchase_id;
    await payByCard(server, buyer.access, id);
    expect(await about(buyer, 'purchase_paid', id)).toHaveLength(1);
    expect(await about(buyer, 'purchase_sent', id)).toEqual([
      expect.objectContaining({
        params: { purchase_id: id, tracking_code: null, seller_count: 2 },
      }),
    ]);
    const chairSale = saleIdOf(bought, sellers[1]!);
    await saleStatus(sellers[1]!, chairSale, { status: 'preparing' });
    await saleStatus(sellers[1]!, chairSale, { status: 'sent', tracking_code: 'TRK-7' });
    const sent = await about(buyer, 'purchase_sent', id);
    expect(sent.map((n) => n.params.tracking_code)).toEqual(['TRK-7', null]);
  });

  it('tells the buyer of an expired purchase once, whoever expires it', async () => {
    const bought = await purchase('card');
    const id = bought.purchase_id;
    await db()
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, id));
    // The buyer's read, the sweep and a late payment all meet the closed window.
    const read = await call<Purchase>(server, orders.purchase, {
      params: { id },
      token: buyer.access,
    });
    expect(read.body.status).toBe('expired');
    await expireDuePurchases(withoutEffects(db()));
    expect((await verify(id, { token: await cardToken(server, buyer.access) })).status).toBe(400);
    expect(await about(buyer, 'purchase_expired', id)).toEqual([
      expect.objectContaining({ params: { purchase_id: id }, link: `/purchases/${id}` }),
    ]);
    expect(await about(sellers[0]!, 'purchase_expired', id)).toEqual([]);
  });
});
