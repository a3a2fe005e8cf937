import { orderEndpoints as orders, type Purchase } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { transactions } from '../../src/db/schema/index.js';
import { runClaimRefund } from '../../src/payments/claim-refunds.js';
import { hostedBuilders } from '../../src/payments/hosted-builders.js';
import { createPaymentRegistry } from '../../src/payments/registry.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import { decideClaimRefund, resolvedClaim } from '../support/claim-refunds.js';
import { bodyOf, call } from '../support/http.js';
import { HOSTED_METHODS, useHostedShop, type HostedMethod } from '../support/hosted-shop.js';
import { refundRowOf, untouchedForMinutes } from './refund-double.js';

/*
 * Refunds through the real adapters (docs/api.md, "Refunds"), over both providers' fakes and their
 * official SDKs: a paid purchase cancelled or refused is refunded once, in what it was charged, and
 * one the provider could not refund at once is refunded by the sweep; claims refund it in parts.
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

  it('refunds claims’ parts of a sale, each in what it was charged, adding up to the charge', async () => {
    const paid = await paidHostedPurchase(method);
    const id = paid.purchase_id;
    const total = Math.round(Number(paid.total) * 100);
    const part = await resolvedClaim(shop.db(), paid, 250, false);
    const rest = await resolvedClaim(shop.db(), paid, total - 250, true);
    for (const claim of [part, rest]) {
      await runClaimRefund(sweepServices(), await decideClaimRefund(shop.db(), id, claim));
    }
    expect(shop.driver(method).refundCount(id)).toBe(2);
    const [payment] = await shop
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.purchaseId, id));
    const charged = payment!.chargedMinor!;
    if (method === 'stripe') {
      // In cents: US dollars.
      expect(shop.stripe.refunds.slice(-2).map((refund) => refund.amount)).toEqual([
        250,
        charged - 250,
      ]);
    } else {
      // In pesos at the fake's 1000 a dollar: US$ 2.50 is ARS 2500.
      const made = shop.mercadopago.refunds.slice(-2);
      expect(made.map((refund) => refund.amount)).toEqual([2500, (charged - 250_000) / 100]);
      expect(made.map((refund) => refund.idempotencyKey)).toEqual([
        `claim-${part.claimId}-refund`,
        `claim-${rest.claimId}-refund`,
      ]);
    }
    // The purchase itself was not refunded as a whole.
    expect((await shop.purchaseNow(id)).transaction.refund).toBeNull();
  });
});
