import { orderEndpoints as orders, type Purchase } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds, transactions } from '../../src/db/schema/index.js';
import { applyFact } from '../../src/payments/apply-fact.js';
import {
  claimRefundMinor,
  markClaimRefundPaid,
  runClaimRefund,
} from '../../src/payments/claim-refunds.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { decideClaimRefund, resolvedClaim } from '../support/claim-refunds.js';
import { bodyOf, call } from '../support/http.js';
import { createdAddress, createdPurchase, paidPurchase } from '../support/orders.js';
import { useShop } from '../support/shop.js';
import { refundDouble, refunded, unreachable, untouchedForMinutes } from './refund-double.js';

/*
 * A claim's refund through the purchase's provider (payments/claim-refunds.ts): part of a sale's
 * charge, asked once per claim, retried by the sweep, paid back by hand for a bank transfer; the
 * purchase's own refund (`transaction.refund`) is not it.
 */

describe('claims’ refunds', () => {
  const shop = useShop({ product: false });

  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  const read = (id: number) =>
    call<Purchase>(shop.server, orders.purchase, { params: { id }, token: shop.admin });
  const rowOf = async (refundId: number) =>
    (await shop.db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)))[0]!;
  const paidByCard = async () => {
    const item = await shop.newProduct({ quantity: 3, price: '20.00', shipping_price: '2.50' });
    return paidPurchase(shop.server, buyer.access, [{ product: item.id, quantity: 1 }]);
  };
  const claimOf = (purchase: Purchase, amount: number, full = false) =>
    resolvedClaim(shop.db(), purchase, amount, full);

  it('asks the provider for the claim’s part of the charge, once per claim', async () => {
    const purchase = await paidByCard();
    const claim = await claimOf(purchase, 500);
    const refundId = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    expect(await rowOf(refundId)).toMatchObject({
      purchaseId: purchase.purchase_id,
      claimId: claim.claimId,
      saleId: claim.saleId,
      full: false,
      amount: 500,
      currency: 'USD',
      minor: 500,
      reason: 'claim',
      status: 'pending',
    });
    const double = refundDouble(refunded);
    const services = { db: shop.db(), payments: double.payments };
    await Promise.all([runClaimRefund(services, refundId), runClaimRefund(services, refundId)]);
    await runClaimRefund(services, refundId);
    expect(double.calls).toEqual([
      {
        paymentId: purchase.transaction.reference,
        minor: 500,
        idempotencyKey: `claim-${claim.claimId}-refund`,
      },
    ]);
    expect(await rowOf(refundId)).toMatchObject({ status: 'succeeded', attempts: 1 });
    // The purchase was not refunded as a whole: its own refund is still none.
    expect(bodyOf(await read(purchase.purchase_id), 200).transaction.refund).toBeNull();
  });

  it('is asked again by the sweep when the provider could not be reached', async () => {
    const purchase = await paidByCard();
    const claim = await claimOf(purchase, 2250, true);
    const refundId = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    const down = refundDouble(unreachable);
    await runClaimRefund({ db: shop.db(), payments: down.payments }, refundId);
    expect(await rowOf(refundId)).toMatchObject({ status: 'pending', attempts: 1 });

    await untouchedForMinutes(shop.db(), purchase.purchase_id);
    const up = refundDouble(refunded);
    await retryPendingRefunds({ db: shop.db(), payments: up.payments });
    expect(up.calls).toEqual([
      expect.objectContaining({ minor: 2250, idempotencyKey: `claim-${claim.claimId}-refund` }),
    ]);
    expect(await rowOf(refundId)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('is done by the provider’s word that a refund went through only once it accepted it', async () => {
    const purchase = await paidByCard();
    const refundId = await decideClaimRefund(
      shop.db(),
      purchase.purchase_id,
      await claimOf(purchase, 300),
    );
    const { provider } = await rowOf(refundId);
    const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const told = (eventId: string) =>
      applyFact(shop.db(), quiet, provider, {
        eventId,
        kind: 'refunded',
        purchaseId: purchase.purchase_id,
      });
    // Not asked yet: the event is about another refund of the charge, and this one is still due.
    expect((await told(`evt_${refundId}_a`)).outcome).toBe('nothing');
    expect(await rowOf(refundId)).toMatchObject({ status: 'pending' });

    const accepted = refundDouble(() =>
      Promise.resolve({ status: 'pending', refundId: `re_${refundId}` }),
    );
    await runClaimRefund({ db: shop.db(), payments: accepted.payments }, refundId);
    expect((await told(`evt_${refundId}_b`)).outcome).toBe('refund_succeeded');
    expect(await rowOf(refundId)).toMatchObject({ status: 'succeeded' });
  });

  it('is done by the provider’s word naming its refund, not by another sale’s of the charge', async () => {
    const purchase = await paidByCard();
    const accepted = refundDouble((_, request) =>
      Promise.resolve({ status: 'pending', refundId: `re_${request.idempotencyKey}` }),
    );
    const acceptedRefund = async (amount: number) => {
      const refundId = await decideClaimRefund(
        shop.db(),
        purchase.purchase_id,
        await claimOf(purchase, amount),
      );
      await runClaimRefund({ db: shop.db(), payments: accepted.payments }, refundId);
      return rowOf(refundId);
    };
    const first = await acceptedRefund(300);
    const second = await acceptedRefund(400);
    const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const told = (eventId: string, refundIds?: string[]) =>
      applyFact(shop.db(), quiet, first.provider, {
        eventId,
        kind: 'refunded',
        purchaseId: purchase.purchase_id,
        ...(refundIds && { refundIds }),
      });

    await told(`evt_${first.id}_named`, [first.providerRefundId!]);
    expect(await rowOf(first.id)).toMatchObject({ status: 'succeeded' });
    expect(await rowOf(second.id)).toMatchObject({ status: 'pending' });
    // An event that cannot tell which refund it was closes every one the provider accepted.
    await told(`evt_${first.id}_unnamed`);
    expect(await rowOf(second.id)).toMatchObject({ status: 'succeeded' });
  });

  it('leaves to an administrator a part of a charge in another currency with no rate kept', async () => {
    const purchase = await paidByCard();
    await shop
      .db()
      .update(transactions)
      .set({ currency: 'ARS', chargedMinor: null, exchangeRate: null })
      .where(eq(transactions.purchaseId, purchase.purchase_id));
    const claim = await claimOf(purchase, 500);
    const refundId = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    expect(await rowOf(refundId)).toMatchObject({ currency: 'ARS', minor: null });
    const double = refundDouble(refunded);
    const warnings: unknown[] = [];
    const log = { info() {}, error() {}, warn: (about: unknown) => warnings.push(about) };
    await runClaimRefund({ db: shop.db(), payments: double.payments, log }, refundId);
    // Asked without an amount, the provider would have refunded the whole charge.
    expect(double.calls).toEqual([]);
    expect(await rowOf(refundId)).toMatchObject({ status: 'manual' });
    expect(warnings).toEqual([expect.objectContaining({ claimId: claim.claimId })]);
    await markClaimRefundPaid(shop.db(), claim.claimId);
    expect(await rowOf(refundId)).toMatchObject({ status: 'succeeded' });
  });

  it('has a bank transfer’s claim paid back by hand, marked once, apart from the purchase', async () => {
    const item = await shop.newProduct({ quantity: 4, price: '15.00', shipping_price: '0.00' });
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: item.id, quantity: 1 }],
      shipping_address: address.id,
      payment_method: 'bank_transfer',
    });
    const id = purchase.purchase_id;
    bodyOf(
      await call<Purchase>(shop.server, orders.verifyPayment, {
        params: { id },
        token: buyer.access,
        body: { verification_data: { reference: 'TRF-7' } },
      }),
      200,
    );
    bodyOf(
      await call<Purchase>(shop.server, orders.reviewPurchase, {
        params: { id },
        token: shop.admin,
        body: { data: { status: 'approved' } },
      }),
      200,
    );
    const claim = await claimOf(purchase, 700);
    const refundId = await decideClaimRefund(shop.db(), id, claim);
    expect(await rowOf(refundId)).toMatchObject({ status: 'manual', paymentId: null });
    // The purchase's own refund is none: marking it is refused, and the claim's stays manual.
    const wholePaid = await call(shop.server, orders.markRefundPaid, {
      params: { id },
      token: shop.admin,
    });
    expect(wholePaid.status).toBe(409);
    expect((await rowOf(refundId)).status).toBe('manual');

    await markClaimRefundPaid(shop.db(), claim.claimId);
    expect(await rowOf(refundId)).toMatchObject({ status: 'succeeded' });
    await expect(markClaimRefundPaid(shop.db(), claim.claimId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'invalid_status',
    });
    await expect(markClaimRefundPaid(shop.db(), 999_999)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('a claim’s part of a charge in another currency', () => {
  const none = { amount: 0, minor: 0 };

  it('is converted at the charge’s rate, as the charge was, rounded half up', () => {
    const charge = { amount: 2250, currency: 'ARS', chargedMinor: 2_250_000, exchangeRate: '1000' };
    expect(claimRefundMinor(charge, 250, none)).toBe(250_000);
    // 0.05 dollars at 950.25 pesos: 47.5125 pesos, 4751.25 centavos, 4751.
    expect(claimRefundMinor({ ...charge, exchangeRate: '950.25' }, 5, none)).toBe(4751);
  });

  it('takes the rest of the charge with the part that refunds the rest of the purchase', () => {
    // A dollar at 950.5 CLP was charged 951 (950.5 rounded up); its halves are 475.25 each.
    const charge = { amount: 100, currency: 'CLP', chargedMinor: 951, exchangeRate: '950.5' };
    expect(claimRefundMinor(charge, 50, none)).toBe(475);
    expect(claimRefundMinor(charge, 50, { amount: 50, minor: 475 })).toBe(476);
    // A part rounded up (0.49 dollars: 465.745, 466) is never past what is left of the charge.
    const odd = { ...charge, amount: 99, chargedMinor: 941 };
    expect(claimRefundMinor(odd, 49, none)).toBe(466);
    expect(claimRefundMinor({ ...odd, amount: 200 }, 49, { amount: 50, minor: 480 })).toBe(461);
  });

  it('is the cents themselves for a charge in dollars', () => {
    const charge = { amount: 733, currency: 'USD', chargedMinor: null, exchangeRate: null };
    expect(claimRefundMinor(charge, 733, none)).toBe(733);
  });
});
