import { earningsEndpoints, type Earnings, type Purchase } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { ledgerEntries } from '../../src/db/schema/index.js';
import { decideWithdrawal, requestWithdrawal } from '../../src/ledger/withdrawals.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { decideClaimRefund, resolvedClaim } from '../support/claim-refunds.js';
import { bodyOf, call } from '../support/http.js';
import { me, referralChain } from '../support/network.js';
import { notificationsOf } from '../support/notifications.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';

/*
 * Claims' refunds in the ledger (docs/api.md, "After the sale", Money), on a network product with
 * the company's fee: US$ 10.00 and 1.00 shipping, level 1 at 5 %, so a sale credits its seller
 * 9.50, its buyer's referrer 0.50 and the company 1.00.
 */

describe('what a claim’s refund does to the ledger', () => {
  const shop = useAdminServer();

  let seller: TestUser;
  let referrer: TestUser;
  let buyer: TestUser;
  let productId: number;
  beforeAll(async () => {
    seller = await registerUser(shop.server);
    [referrer, buyer] = (await referralChain(shop.server, 2)) as [TestUser, TestUser];
    const product = await productOnSale(
      shop.server,
      seller,
      shop.admin,
      {
        price: '10.00',
        shipping_price: '1.00',
        quantity: 50,
        levels: [{ level: 1, payment_percentage: '5' }],
      },
      { network: true },
    );
    productId = product.id;
  });

  const earnings = async (user: TestUser) =>
    bodyOf(
      await call<Earnings>(shop.server, earningsEndpoints.earnings, { token: user.access }),
      200,
    );
  /** A purchase of one unit, paid and sent: waiting for its buyer's confirmation. */
  const sentPurchase = async (): Promise<Purchase> => {
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: productId, quantity: 1 },
    ]);
    await shipPurchase(shop.server, purchase, [seller]);
    return purchase;
  };
  const receive = async (purchase: Purchase) =>
    bodyOf(await confirmReceipt(shop.server, buyer, purchase.purchase_id), 200);
  const refund = async (purchase: Purchase, amount: number, full: boolean) =>
    decideClaimRefund(
      shop.db(),
      purchase.purchase_id,
      await resolvedClaim(shop.db(), purchase, amount, full),
    );
  /** The sale's entries, the company's too, as kind, user and cents. */
  const entriesOf = async (purchase: Purchase) =>
    (
      await shop
        .db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.purchaseId, purchase.purchase_id))
        .orderBy(ledgerEntries.id)
    ).map(({ kind, userId, amountCents, level }) => ({ kind, userId, amountCents, level }));
  const sumOf = (entries: Array<{ amountCents: number }>) =>
    entries.reduce((sum, entry) => sum + entry.amountCents, 0);

  it('reverses every credit of a received sale on a full refund: seller, commission and fee', async () => {
    const purchase = await sentPurchase();
    await receive(purchase);
    const before = await earnings(seller);
    await refund(purchase, 1100, true);

    const entries = await entriesOf(purchase);
    expect(sumOf(entries)).toBe(0);
    const refunds = entries.filter((entry) => entry.kind === 'refund');
    const { id: sellerId } = await me(shop.server, seller);
    const { id: referrerId } = await me(shop.server, referrer);
    expect(refunds).toEqual([
      { kind: 'refund', userId: sellerId, amountCents: -950, level: null },
      { kind: 'refund', userId: null, amountCents: -100, level: null },
      { kind: 'refund', userId: referrerId, amountCents: -50, level: 1 },
    ]);
    const after = await earnings(seller);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - 9.5, 2);
    expect(after.entries.results[0]).toMatchObject({
      kind: 'refund',
      amount: '-9.50',
      sale_id: purchase.items[0]!.sale_id,
      purchase_id: purchase.purchase_id,
      from_username: buyer.username,
    });
  });

  it('takes a partial refund decided before receipt out of the seller alone, once received', async () => {
    const purchase = await sentPurchase();
    await refund(purchase, 300, false);
    // Nothing was credited, so nothing is reversed yet.
    expect(await entriesOf(purchase)).toEqual([]);
    // What receiving it will credit already counts the refund off the seller alone.
    expect((await earnings(seller)).pending).toBe('6.50');
    expect((await earnings(referrer)).pending).toBe('0.50');

    await receive(purchase);
    const entries = await entriesOf(purchase);
    expect(sumOf(entries)).toBe(1100 - 300);
    const { id: sellerId } = await me(shop.server, seller);
    expect(entries.filter((entry) => entry.kind === 'refund')).toEqual([
      { kind: 'refund', userId: sellerId, amountCents: -300, level: null },
    ]);
    expect(entries.filter((entry) => entry.userId !== sellerId).map(({ kind }) => kind)).toEqual([
      'fee',
      'commission',
    ]);
  });

  it('tells a referrer of a commission only when a refund before receipt does not take it back', async () => {
    const told = async () =>
      (await notificationsOf(shop.server, referrer, 'commission_earned')).length;
    const before = await told();
    const refundedInFull = await sentPurchase();
    await refund(refundedInFull, 1100, true);
    await receive(refundedInFull);
    expect(sumOf(await entriesOf(refundedInFull))).toBe(0);
    expect(await told()).toBe(before);

    const refundedInPart = await sentPurchase();
    await refund(refundedInPart, 300, false);
    await receive(refundedInPart);
    const [latest] = await notificationsOf(shop.server, referrer, 'commission_earned');
    expect(await told()).toBe(before + 1);
    expect(latest?.params).toMatchObject({ amount: '0.50', level: 1 });
  });

  it('writes a claim’s entries once, however many times its refund is opened', async () => {
    const purchase = await sentPurchase();
    await receive(purchase);
    const claim = await resolvedClaim(shop.db(), purchase, 1100, true);
    const first = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    const second = await decideClaimRefund(shop.db(), purchase.purchase_id, claim);
    expect(second).toBe(first);
    expect((await entriesOf(purchase)).filter((entry) => entry.kind === 'refund')).toHaveLength(3);
  });

  it('refuses refunds that add up to more than the sale took', async () => {
    const purchase = await sentPurchase();
    await refund(purchase, 800, false);
    await expect(refund(purchase, 301, true)).rejects.toMatchObject({
      statusCode: 409,
      code: 'conflict',
    });
    await refund(purchase, 300, true);
    await receive(purchase);
    // The partial refund and then the rest: every credit reversed, the seller's in two entries.
    expect(sumOf(await entriesOf(purchase))).toBe(0);
  });

  it('lets a balance go below zero, and then nothing leaves it until it is positive', async () => {
    const owner = await registerUser(shop.server);
    const { id: ownerId } = await me(shop.server, owner);
    const product = await productOnSale(
      shop.server,
      owner,
      shop.admin,
      { price: '10.00', shipping_price: '0.00', quantity: 5 },
      { network: false },
    );
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 1 },
    ]);
    await shipPurchase(shop.server, purchase, [owner]);
    await receive(purchase);
    expect((await earnings(owner)).balance).toBe('9.00');
    const changes = withoutEffects(shop.db());
    const withdrawal = await requestWithdrawal(changes, ownerId, 900, 'wallet');

    await refund(purchase, 400, false);
    expect((await earnings(owner)).balance).toBe('-4.00');
    await expect(requestWithdrawal(changes, ownerId, 100, 'wallet')).rejects.toMatchObject({
      statusCode: 409,
      code: 'negative_balance',
    });
    await expect(decideWithdrawal(changes, withdrawal.id, 'paid', null)).rejects.toMatchObject({
      statusCode: 409,
      code: 'negative_balance',
    });
    // Refused, not paid: the withdrawal waits, and rejecting it gives its amount back.
    await decideWithdrawal(changes, withdrawal.id, 'rejected', null);
    expect((await earnings(owner)).balance).toBe('5.00');
    await decideWithdrawal(
      changes,
      (await requestWithdrawal(changes, ownerId, 500, 'w')).id,
      'paid',
      null,
    );
    expect((await earnings(owner)).balance).toBe('0.00');
  });
});
