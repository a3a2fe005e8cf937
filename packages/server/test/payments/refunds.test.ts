import {
  accountEndpoints as account,
  orderEndpoints as orders,
  type Purchase,
  type PurchasePage,
  type RefundStatus,
  type Sale,
  type SalePage,
  type User,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { paymentRefunds, transactions } from '../../src/db/schema/index.js';
import { reviewPurchase } from '../../src/orders/purchases.js';
import { lockPurchase } from '../../src/orders/transitions.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import { MAX_REFUND_ATTEMPTS } from '../../src/payments/refund-runner.js';
import { openRefund, runRefund } from '../../src/payments/refunds.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { createdAddress, createdPurchase, paidPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop, type AdminServer } from '../support/shop.js';
import { waitFor } from '../support/wait-for.js';
import {
  refundDouble,
  refunded,
  refundRowOf,
  unreachable,
  untouchedForMinutes,
} from './refund-double.js';
import { METRICS_TOKEN, scrape } from '../metrics/scrape.js';

/** What the administrator's `User.pending.reviews` counts now. */
async function pendingReviews(shop: AdminServer): Promise<number> {
  const user = await call<User>(shop.server, account.user, { token: shop.admin });
  return bodyOf(user, 200).pending.reviews ?? -1;
}

/** The administrator's purchases with a refund in `status` (and `more` filters): ids and count. */
async function withRefund(
  shop: AdminServer,
  status: RefundStatus,
  more: Record<string, string> = {},
) {
  const listed = await call<PurchasePage>(shop.server, orders.adminPurchases, {
    query: { refund: status, page_size: 100, ...more },
    token: shop.admin,
  });
  const page = bodyOf(listed, 200);
  // Every row listed has that refund, and the count counts the same rows.
  expect(page.results.map((purchase) => purchase.transaction.refund?.status)).toEqual(
    page.results.map(() => status),
  );
  expect(page.count).toBe(page.results.length);
  return page.results.map((purchase) => purchase.purchase_id);
}

describe('refunds of paid purchases', () => {
  // /metrics on, to see a refund paid back by hand counted.
  const shop = useShop({ product: false, env: { METRICS_TOKEN } });

  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  const { newProduct: product, stockOf } = shop;
  const read = (id: number, token = shop.admin) =>
    call<Purchase>(shop.server, orders.purchase, { params: { id }, token });
  const cancel = (purchase_id: number) =>
    call<Purchase>(shop.server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id, status: 'cancelled' },
    });
  const review = (id: number, status: 'approved' | 'refused') =>
    call<Purchase>(shop.server, orders.reviewPurchase, {
      params: { id },
      token: shop.admin,
      body: { data: { status, note: 'Revisado' } },
    });
  const refundPaid = (id: number, token = shop.admin) =>
    call<Purchase>(shop.server, orders.markRefundPaid, { params: { id }, token });
  const saleStatus = (saleId: number, status: 'preparing' | 'sent') =>
    call<Sale>(shop.server, orders.updateSaleStatus, {
      params: { id: saleId },
      token: shop.seller.access,
      body: { status },
    });
  /** A purchase of one unit of a new product (`quantity` in stock), paid by test card. */
  const paidCardPurchase = async (quantity = 3) => {
    const item = await product({ quantity, price: '20.00', shipping_price: '2.50' });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: item.id, quantity: 1 },
    ]);
    expect(purchase.status).toBe('approved');
    return { item, purchase };
  };
  /** A bank transfer of one unit of a new product, its reference sent: waiting for review. */
  const submittedTransfer = async () => {
    const item = await product({ quantity: 4, price: '15.00', shipping_price: '0.00' });
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: item.id, quantity: 1 }],
      shipping_address: address.id,
      payment_method: 'bank_transfer',
    });
    const submitted = await call<Purchase>(shop.server, orders.verifyPayment, {
      params: { id: purchase.purchase_id },
      token: buyer.access,
      body: { verification_data: { reference: 'TRF-42' } },
    });
    expect(bodyOf(submitted, 200).status).toBe('pending_approval');
    return purchase;
  };

  it('refunds a card purchase its buyer cancels, through its provider, once', async () => {
    const { item, purchase } = await paidCardPurchase();
    const cancelled = bodyOf(await cancel(purchase.purchase_id), 200);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.transaction).toMatchObject({
      // It was paid: the refund says what happened to the money.
      status: 'paid',
      refund: { amount: '22.50', status: 'succeeded' },
    });
    expect(await stockOf(item.id)).toBe(3);
    const [row] = await refundRowOf(shop.db(), purchase.purchase_id);
    expect(row).toMatchObject({
      provider: 'test',
      paymentId: purchase.transaction.reference,
      amount: 2250,
      currency: 'USD',
      minor: 2250,
      reason: 'cancelled',
      attempts: 1,
      providerRefundId: `test_purchase-${purchase.purchase_id}-refund`,
    });
    expect(row?.doneAt).toBeInstanceOf(Date);
  });

  it('refunds a paid purchase an administrator refuses, and puts its stock back', async () => {
    const { item, purchase } = await paidCardPurchase(5);
    expect(await stockOf(item.id)).toBe(4);
    const refused = bodyOf(await review(purchase.purchase_id, 'refused'), 200);
    expect(refused).toMatchObject({
      status: 'refused',
      note: 'Revisado',
      transaction: { status: 'paid', refund: { amount: '22.50', status: 'succeeded' } },
    });
    expect(await stockOf(item.id)).toBe(5);
    const [row] = await refundRowOf(shop.db(), purchase.purchase_id);
    expect(row?.reason).toBe('refused');
    // The refusal's mail says the money goes back, not that a transfer could not be confirmed.
    const refusal = await waitFor('the refusal mail', async () =>
      (await shop.server.api.devMail(buyer.email)).find((mail) =>
        mail.subject.includes(`#${purchase.purchase_id} fue rechazada`),
      ),
    );
    expect(refusal.text).toContain('te devolvemos lo que pagaste (US$ 22.50)');
    // Ended: neither the buyer nor the administrator moves it again.
    expect((await cancel(purchase.purchase_id)).status).toBe(409);
    expect((await review(purchase.purchase_id, 'refused')).status).toBe(409);
    expect(await refundRowOf(shop.db(), purchase.purchase_id)).toHaveLength(1);
  });

  it('lets an administrator refuse a purchase being prepared, not one sent', async () => {
    const preparing = await paidCardPurchase();
    const saleId = preparing.purchase.items[0]!.sale_id;
    bodyOf(await saleStatus(saleId, 'preparing'), 200);
    const refused = bodyOf(await review(preparing.purchase.purchase_id, 'refused'), 200);
    expect(refused.status).toBe('refused');
    expect(refused.transaction.refund?.status).toBe('succeeded');

    const sent = await paidCardPurchase();
    const sentSale = sent.purchase.items[0]!.sale_id;
    bodyOf(await saleStatus(sentSale, 'preparing'), 200);
    bodyOf(await saleStatus(sentSale, 'sent'), 200);
    const late = await review(sent.purchase.purchase_id, 'refused');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'invalid_status' });
    expect((await read(sent.purchase.purchase_id)).body).toMatchObject({
      status: 'sent',
      transaction: { status: 'paid', refund: null },
    });
  });

  it('opens nothing for a purchase cancelled before it was paid', async () => {
    const item = await product({ quantity: 2 });
    const address = await createdAddress(shop.server, buyer.access);
    const unpaid = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: item.id, quantity: 1 }],
      shipping_address: address.id,
    });
    const cancelled = bodyOf(await cancel(unpaid.purchase_id), 200);
    expect(cancelled.transaction).toMatchObject({ status: 'cancelled', refund: null });
    expect(await refundRowOf(shop.db(), unpaid.purchase_id)).toEqual([]);
  });

  it('has a bank transfer approved then cancelled paid back by hand, marked once', async () => {
    const before = await pendingReviews(shop);
    const purchase = await submittedTransfer();
    expect(await pendingReviews(shop)).toBe(before + 1);
    bodyOf(await review(purchase.purchase_id, 'approved'), 200);
    expect(await pendingReviews(shop)).toBe(before);
    const cancelled = bodyOf(await cancel(purchase.purchase_id), 200);
    expect(cancelled.transaction).toMatchObject({
      status: 'paid',
      refund: { amount: '15.00', status: 'manual' },
    });
    const [row] = await refundRowOf(shop.db(), purchase.purchase_id);
    expect(row).toMatchObject({ provider: 'bank_transfer', paymentId: null, attempts: 0 });

    // The administrator's review shows it waiting.
    const listed = await call<PurchasePage>(shop.server, orders.adminPurchases, {
      query: { status: 'cancelled', page_size: 100 },
      token: shop.admin,
    });
    const shown = bodyOf(listed, 200).results.find((p) => p.purchase_id === purchase.purchase_id);
    expect(shown?.transaction.refund?.status).toBe('manual');
    // It waits for an administrator: counted, and listed by its refund, apart from the others.
    expect(await pendingReviews(shop)).toBe(before + 1);
    const card = await paidCardPurchase();
    bodyOf(await cancel(card.purchase.purchase_id), 200);
    expect(await pendingReviews(shop)).toBe(before + 1);
    const toPayBack = await withRefund(shop, 'manual');
    expect(toPayBack).toContain(purchase.purchase_id);
    expect(toPayBack).not.toContain(card.purchase.purchase_id);
    expect(await withRefund(shop, 'manual', { status: 'cancelled' })).toContain(
      purchase.purchase_id,
    );
    expect(await withRefund(shop, 'manual', { status: 'refused' })).not.toContain(
      purchase.purchase_id,
    );
    expect(await withRefund(shop, 'manual', { search: `#${purchase.purchase_id}` })).toEqual([
      purchase.purchase_id,
    ]);
    expect(await withRefund(shop, 'succeeded')).toContain(card.purchase.purchase_id);
    expect(await withRefund(shop, 'succeeded')).not.toContain(purchase.purchase_id);
    const unknown = await call(shop.server, orders.adminPurchases, {
      query: { refund: 'paid' },
      token: shop.admin,
    });
    expect(unknown.status).toBe(400);
    // On the buyer's own list the filter means the same.
    const mine = await call<PurchasePage>(shop.server, orders.purchases, {
      query: { refund: 'manual', page_size: 100 },
      token: buyer.access,
    });
    expect(bodyOf(mine, 200).results.map((p) => p.purchase_id)).toContain(purchase.purchase_id);
    expect(bodyOf(mine, 200).results.map((p) => p.purchase_id)).not.toContain(
      card.purchase.purchase_id,
    );
    // And on the seller's sales, which take the same query: by their purchase's refund.
    const sold = await call<SalePage>(shop.server, orders.sales, {
      query: { refund: 'manual', page_size: 100 },
      token: shop.seller.access,
    });
    const soldIds = bodyOf(sold, 200).results.map((sale) => sale.purchase_id);
    expect(soldIds).toContain(purchase.purchase_id);
    expect(soldIds).not.toContain(card.purchase.purchase_id);

    const plain = await registerUser(shop.server);
    expect((await refundPaid(purchase.purchase_id, plain.access)).status).toBe(403);
    expect((await refundPaid(purchase.purchase_id, buyer.access)).status).toBe(403);
    const refunded = async () =>
      (await scrape(shop.server)).value('plaza_purchases_total', {
        event: 'refunded',
        method: 'bank_transfer',
      });
    const refundedBefore = await refunded();
    const paidBack = bodyOf(await refundPaid(purchase.purchase_id), 200);
    expect(await refunded()).toBe(refundedBefore + 1);
    expect(paidBack).toMatchObject({
      purchase_id: purchase.purchase_id,
      transaction: { refund: { amount: '15.00', status: 'succeeded' } },
    });
    const [done] = await refundRowOf(shop.db(), purchase.purchase_id);
    expect(done?.doneAt).toBeInstanceOf(Date);
    // Paid back: nothing waits any more, and it is listed with the refunds done.
    expect(await pendingReviews(shop)).toBe(before);
    expect(await withRefund(shop, 'manual')).not.toContain(purchase.purchase_id);
    expect(await withRefund(shop, 'succeeded')).toContain(purchase.purchase_id);
    const again = await refundPaid(purchase.purchase_id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'invalid_status' });
    expect(await refunded()).toBe(refundedBefore + 1);
    expect((await refundPaid(999_999)).status).toBe(404);
  });

  it('pays back a transfer cancelled under review, not one the administrator refused', async () => {
    const cancelledUnderReview = await submittedTransfer();
    const cancelled = bodyOf(await cancel(cancelledUnderReview.purchase_id), 200);
    // The buyer says they paid: the administrator pays it back once the money is found.
    expect(cancelled.transaction.refund?.status).toBe('manual');

    const refusedUnderReview = await submittedTransfer();
    const refused = bodyOf(await review(refusedUnderReview.purchase_id, 'refused'), 200);
    // The administrator found no money: there is nothing to give back.
    expect(refused.transaction).toMatchObject({ status: 'refused', refund: null });
    expect((await refundPaid(refusedUnderReview.purchase_id)).status).toBe(409);
  });

  it('marks by hand only a manual refund', async () => {
    const { purchase } = await paidCardPurchase();
    // Nothing was cancelled: no refund is waiting; then a card's refund is its provider's to make.
    expect((await refundPaid(purchase.purchase_id)).status).toBe(409);
    bodyOf(await cancel(purchase.purchase_id), 200);
    expect((await refundPaid(purchase.purchase_id)).status).toBe(409);
  });
});

describe('refunds a provider could not make at once', () => {
  // /metrics on, to see a refund paid back by hand counted.
  const shop = useShop({ product: false, env: { METRICS_TOKEN } });

  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /**
   * A paid card purchase refused in the database (as the route does before it asks the provider),
   * so that the test asks the double instead of the `test` provider.
   */
  const refusedPaidPurchase = async () => {
    const item = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      price: '9.99',
      shipping_price: '0.00',
    });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: item.id, quantity: 1 },
    ]);
    await reviewPurchase(withoutEffects(shop.db()), purchase.purchase_id, {
      data: { status: 'refused' },
    });
    const [opened] = await refundRowOf(shop.db(), purchase.purchase_id);
    expect(opened).toMatchObject({ status: 'pending', attempts: 0 });
    return purchase.purchase_id;
  };
  const statusOf = async (id: number) => (await refundRowOf(shop.db(), id))[0];
  const refundPaid = (id: number) =>
    call<Purchase>(shop.server, orders.markRefundPaid, { params: { id }, token: shop.admin });

  it('stays pending while the provider is unreachable, and the sweep asks again', async () => {
    const id = await refusedPaidPurchase();
    const double = refundDouble((n, request) => (n === 1 ? unreachable() : refunded(n, request)));
    const services = { db: shop.db(), payments: double.payments };
    await runRefund(services, id);
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await statusOf(id))?.failure).toMatch(/could not be reached/);

    // Touched a moment ago: the sweep leaves it for a runner that may be asking now.
    await retryPendingRefunds(services);
    expect(double.calls).toHaveLength(1);

    await untouchedForMinutes(shop.db(), id);
    await retryPendingRefunds(services);
    expect(await statusOf(id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      failure: null,
      providerRefundId: `re_purchase-${id}-refund`,
    });
    expect(double.calls).toEqual([
      {
        paymentId: expect.stringMatching(/^test_/),
        minor: 999,
        idempotencyKey: `purchase-${id}-refund`,
      },
      {
        paymentId: expect.stringMatching(/^test_/),
        minor: 999,
        idempotencyKey: `purchase-${id}-refund`,
      },
    ]);
    // Done: nobody asks again.
    await untouchedForMinutes(shop.db(), id);
    await retryPendingRefunds(services);
    await runRefund(services, id);
    expect(double.calls).toHaveLength(2);
  });

  it(`fails after ${MAX_REFUND_ATTEMPTS} tries, for an administrator to follow up`, async () => {
    const id = await refusedPaidPurchase();
    const double = refundDouble(unreachable);
    const errors: unknown[] = [];
    const log = {
      info: () => undefined,
      warn: () => undefined,
      error: (o: unknown) => errors.push(o),
    };
    const services = { db: shop.db(), payments: double.payments, log };
    const before = await pendingReviews(shop);
    await runRefund(services, id);
    // Still being tried: nothing for an administrator yet.
    expect(await pendingReviews(shop)).toBe(before);
    for (let pass = 2; pass <= MAX_REFUND_ATTEMPTS; pass++) {
      expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: pass - 1 });
      await untouchedForMinutes(shop.db(), id);
      await retryPendingRefunds(services);
    }
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: MAX_REFUND_ATTEMPTS });
    expect(errors).toHaveLength(1);
    // Failed: it waits for an administrator, counted and listed as such.
    expect(await pendingReviews(shop)).toBe(before + 1);
    expect(await withRefund(shop, 'failed')).toContain(id);
    expect(await withRefund(shop, 'pending')).not.toContain(id);
    await untouchedForMinutes(shop.db(), id);
    await retryPendingRefunds(services);
    expect(double.calls).toHaveLength(MAX_REFUND_ATTEMPTS);
    const answer = await call<Purchase>(shop.server, orders.purchase, {
      params: { id },
      token: buyer.access,
    });
    expect(bodyOf(answer, 200).transaction.refund?.status).toBe('failed');
  });

  it('keeps what the provider says: refused is failed, accepted waits for its webhook', async () => {
    const refusedId = await refusedPaidPurchase();
    const refusing = refundDouble(() =>
      Promise.resolve({ status: 'failed', reason: 'charge_disputed' }),
    );
    await runRefund({ db: shop.db(), payments: refusing.payments }, refusedId);
    expect(await statusOf(refusedId)).toMatchObject({
      status: 'failed',
      failure: 'charge_disputed',
    });
    // An administrator pays it back by hand and says so: done, and no longer theirs to follow up.
    expect(bodyOf(await refundPaid(refusedId), 200).transaction.refund?.status).toBe('succeeded');
    expect((await refundPaid(refusedId)).status).toBe(409);

    const acceptedId = await refusedPaidPurchase();
    const accepting = refundDouble(() =>
      Promise.resolve({ status: 'pending', refundId: 're_slow' }),
    );
    const services = { db: shop.db(), payments: accepting.payments };
    await runRefund(services, acceptedId);
    expect(await statusOf(acceptedId)).toMatchObject({
      status: 'pending',
      providerRefundId: 're_slow',
      doneAt: null,
    });
    // The provider has it: the sweep does not ask for a second refund.
    await untouchedForMinutes(shop.db(), acceptedId);
    await retryPendingRefunds(services);
    expect(accepting.calls).toHaveLength(1);
  });

  it('refunds in the currency and minor units the purchase was charged', async () => {
    const id = await refusedPaidPurchase();
    // A payment after the purchase ended, charged as a Mercado Pago session fixes its terms.
    await shop.db().delete(paymentRefunds).where(eq(paymentRefunds.purchaseId, id));
    await shop
      .db()
      .update(transactions)
      .set({ currency: 'ARS', chargedMinor: 949_050, exchangeRate: '950.00' })
      .where(eq(transactions.purchaseId, id));
    await shop.db().transaction(async (tx) => {
      const purchase = await lockPurchase(tx, id);
      expect(await openRefund(tx, purchase!, { reason: 'late_payment', paymentId: 'pay_77' })).toBe(
        true,
      );
      expect(await openRefund(tx, purchase!, { reason: 'cancelled' })).toBe(false);
    });
    const double = refundDouble(refunded);
    await runRefund({ db: shop.db(), payments: double.payments }, id);
    expect(double.calls).toEqual([
      { paymentId: 'pay_77', minor: 949_050, idempotencyKey: `purchase-${id}-refund` },
    ]);
    expect(await statusOf(id)).toMatchObject({
      amount: 999,
      currency: 'ARS',
      minor: 949_050,
      reason: 'late_payment',
      status: 'succeeded',
    });
  });
});
