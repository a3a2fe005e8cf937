import type { Purchase } from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentRefunds } from '../../src/db/schema/index.js';
import { lockPurchase } from '../../src/orders/transitions.js';
import { openClaimRefund, runClaimRefund } from '../../src/payments/claim-refunds.js';
import { retryPendingRefunds } from '../../src/payments/refund-sweep.js';
import type { RefundOutcome, RefundRequest } from '../../src/payments/provider.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { decideClaimRefund, resolvedClaim } from '../support/claim-refunds.js';
import { bodyOf } from '../support/http.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, shipPurchase } from '../support/purchase-flow.js';
import { useShop } from '../support/shop.js';
import { refundDouble, untouchedForMinutes } from '../payments/refund-double.js';

/*
 * A claim's refund raced on PostgreSQL (vitest.config.ts runs this file only there): a decision
 * sent twice at once, each in its own transaction and connection, opens one refund and writes its
 * ledger entries once; runners and sweeps asking at once ask the provider once.
 */

describe('a claim’s refund raced', () => {
  const shop = useShop({ product: { price: '12.00', shipping_price: '1.00', quantity: 100 } });

  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /** A purchase received, so its sale is credited and a full refund reverses the credits. */
  const received = async (): Promise<Purchase> => {
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: shop.product.id, quantity: 1 },
    ]);
    await shipPurchase(shop.server, purchase, [shop.seller]);
    bodyOf(await confirmReceipt(shop.server, buyer, purchase.purchase_id), 200);
    return purchase;
  };
  const slowDouble = () =>
    refundDouble(async (_: number, request: RefundRequest): Promise<RefundOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 'succeeded', refundId: `re_${request.idempotencyKey}` };
    });

  it('opens one refund and writes its entries once when the decision is sent twice at once', async () => {
    for (let round = 0; round < 4; round++) {
      const purchase = await received();
      const claim = await resolvedClaim(shop.db(), purchase, 1300, true);
      const ids = await Promise.all(
        Array.from({ length: 4 }, () => decideClaimRefund(shop.db(), purchase.purchase_id, claim)),
      );
      expect(new Set(ids).size).toBe(1);
      const rows = await shop
        .db()
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.claimId, claim.claimId));
      expect(rows).toHaveLength(1);
      const refunds = await shop
        .db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.saleId, claim.saleId), eq(ledgerEntries.kind, 'refund')));
      // The seller's net and the company's fee, each taken back once.
      expect(refunds.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([
        -1180, -120,
      ]);

      const double = slowDouble();
      const services = { db: shop.db(), payments: double.payments };
      await Promise.all(ids.map((id) => runClaimRefund(services, id)));
      expect(double.calls).toHaveLength(1);
    }
  });

  it('opens one refund per claim even when its callers take no lock', async () => {
    // The purchase's lock is the caller's; without it, the claims' unique index still keeps one.
    const purchase = await received();
    const claim = await resolvedClaim(shop.db(), purchase, 200, false);
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => shop.db().transaction((tx) => openClaimRefund(tx, claim))),
    );
    expect(new Set(ids).size).toBe(1);
    // Its lock taken afterwards, as a route would have: nothing more to open.
    await shop.db().transaction(async (tx) => {
      await lockPurchase(tx, purchase.purchase_id);
      expect(await openClaimRefund(tx, claim)).toBe(ids[0]);
    });
  });

  it('asks the provider once when runners and sweeps try one claim’s refund together', async () => {
    const purchase = await received();
    const claim = await resolvedClaim(shop.db(), purchase, 400, false);
    const id = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    await untouchedForMinutes(shop.db(), purchase.purchase_id);
    const double = slowDouble();
    const services = { db: shop.db(), payments: double.payments };
    await Promise.all([
      ...Array.from({ length: 4 }, () => runClaimRefund(services, id)),
      ...Array.from({ length: 4 }, () => retryPendingRefunds(services)),
    ]);
    const key = `claim-${claim.claimId}-refund`;
    expect(double.calls.filter((request) => request.idempotencyKey === key)).toEqual([
      expect.objectContaining({ minor: 400 }),
    ]);
  });
});
