import { orderEndpoints as orders, type Purchase } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { transactions } from '../../src/db/schema/index.js';
import { hostedBuilders } from '../../src/payments/hosted-builders.js';
import { createPaymentRegistry } from '../../src/payments/registry.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import { bodyOf, call } from '../support/http.js';
import { HOSTED_METHODS, useHostedShop, type HostedMethod } from '../support/hosted-shop.js';
import { refundRowOf, untouchedForMinutes } from './refund-double.js';

/*
 * Refunds through the real adapters (docs/api.md, "Refunds"), over both providers' fakes and their
 * official SDKs: a paid purchase cancelled or refused is refunded once, in what it was charged, and
 * one the provider could not refund at once is refunded by the sweep.
 */

const shop = useHostedShop();

/** A purchase by `method`, paid on the provider's page and told by its webhook. */
async function paidHostedPurchase(method: HostedMethod): Promise<Purchase> {
  const purchase = await shop.hostedPurchase(method);
  bodyOf(await shop.payCall(purchase.purchase_id), 200);
  await shop.driver(method).pay(purchase.purchase_id, { deliverWebhook: true });
  const paid = await shop.purchaseNow(purchase.purchase_id);
  expect(paid).toMatchObject({ status: 'approved', transaction: { status: 'paid' } });
  return paid;
}

/** The sweep's services: the same adapters as the server's, pointed at the same fakes. */
function sweepServices() {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...shop.stripe.env,
    ...shop.mercadopago.env,
    PAYMENT_PROVIDERS: 'stripe,mercadopago',
  });
  return { db: shop.db(), payments: createPaymentRegistry(config, hostedBuilders) };
}

describe.each(HOSTED_METHODS)('refunds through %s', (method) => {
  it('refunds a paid purchase its buyer cancels, once, in what it was charged', async () => {
    const paid = await paidHostedPurchase(method);
    const id = paid.purchase_id;
    const answer = await shop.cancelCall(id);
    expect(bodyOf(answer, 200)).toMatchObject({
      status: 'cancelled',
      transaction: { status: 'paid', refund: { amount: paid.total, status: 'succeeded' } },
    });
    expect(shop.driver(method).refundCount(id)).toBe(1);
    const [row] = await refundRowOf(shop.db(), id);
    expect(row).toMatchObject({
      provider: method,
      paymentId: paid.transaction.reference,
      currency: paid.transaction.currency,
      reason: 'cancelled',
      status: 'succeeded',
    });
    const [payment] = await shop
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.purchaseId, id));
    expect(row?.minor).toBe(payment?.chargedMinor);
    expect(row?.minor).toBeGreaterThan(0);
    if (method === 'mercadopago') {
      const [made] = shop.mercadopago.refunds.slice(-1);
      expect(made?.idempotencyKey).toBe(`purchase-${id}-refund`);
    }
  });

  it('leaves a refund the provider could not make pending, and the sweep makes it', async () => {
    const paid = await paidHostedPurchase(method);
    const id = paid.purchase_id;
    const driver = shop.driver(method);
    driver.failNext(driver.callsPerFailure(500), 500);
    const refused = await call<Purchase>(shop.server, orders.reviewPurchase, {
      params: { id },
      token: shop.admin,
      body: { data: { status: 'refused' } },
    });
    expect(bodyOf(refused, 200)).toMatchObject({
      status: 'refused',
      transaction: { refund: { status: 'pending' } },
    });
    expect(driver.refundCount(id)).toBe(0);
    expect((await refundRowOf(shop.db(), id))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await untouchedForMinutes(shop.db(), id);
    await retryPendingRefunds(sweepServices());
    expect((await shop.purchaseNow(id)).transaction.refund?.status).toBe('succeeded');
    expect(driver.refundCount(id)).toBe(1);
  });
});
