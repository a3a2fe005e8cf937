import {
  earningsEndpoints,
  orderEndpoints as orders,
  type Earnings,
  type Purchase,
  type SalePage,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import { creditReceivedPurchase } from '../../src/ledger/purchase-credits.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { me, referralChain, referredBy } from '../support/network.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('paying sellers and referrers when a purchase is received', () => {
  const shop = useAdminServer();

  const earnings = async (user: TestUser) =>
    (await call<Earnings>(shop.server, earningsEndpoints.earnings, { token: user.access })).body;
  const saleOf = async (seller: TestUser, purchase: Purchase) => {
    const page = await call<SalePage>(shop.server, orders.sales, {
      token: seller.access,
    });
    return page.body.results.find((sale) => sale.purchase_id === purchase.purchase_id)!;
  };
  /** Every entry the purchase wrote, the company's (user null) too. */
  const entriesOf = (purchase: Purchase) =>
    shop
      .db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchase.purchase_id))
      .orderBy(ledgerEntries.id);
  const setMembership = (user: TestUser, has_membership: boolean) =>
    me(shop.server, user).then(({ id }) =>
      call(shop.server, earningsEndpoints.setMembership, {
        params: { id },
        token: shop.admin,
        body: { has_membership },
      }),
    );
  /** A seller's product: US$ 0.35 plus 0.20 shipping, levels 7 %, 5 % and 3 %. */
  const cheapProduct = (seller: TestUser, network: boolean) =>
    productOnSale(
      shop.server,
      seller,
      shop.admin,
      {
        price: '0.35',
        shipping_price: '0.20',
        quantity: 50,
        levels: [
          { level: 1, payment_percentage: '7' },
          { level: 2, payment_percentage: '5' },
          { level: 3, payment_percentage: '3' },
        ],
      },
      { network },
    );

  it('pays a three-level chain to the cent: seller net, fee, two referrers, the company the rest', async () => {
    const [ana, bruno, carla] = await referralChain(shop.server, 3);
    const seller = await registerUser(shop.server);
    const product = await cheapProduct(seller, true);
    const purchase = await paidPurchase(shop.server, carla!.access, [
      { product: product.id, quantity: 3 },
    ]);
    expect(purchase.total).toBe('1.65');

    // Paid and on its way: pending, not yet in anyone's balance.
    expect(await earnings(seller)).toMatchObject({ balance: '0.00', pending: '1.39' });
    expect(await earnings(bruno!)).toMatchObject({ balance: '0.00', pending: '0.07' });
    expect(await earnings(ana!)).toMatchObject({ balance: '0.00', pending: '0.05' });

    await shipPurchase(shop.server, purchase, [seller]);
    expect((await earnings(bruno!)).pending).toBe('0.07');
    const received = await confirmReceipt(shop.server, carla!, purchase.purchase_id);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.status).toBe('received');

    const sale = await saleOf(seller, purchase);
    expect(sale).toMatchObject({
      subtotal: '1.05',
      shipping: '0.60',
      fee: '0.11',
      commissions: '0.15',
      net_amount: '1.39',
    });
    const sellerEarnings = await earnings(seller);
    expect(sellerEarnings).toMatchObject({ balance: '1.39', pending: '0.00' });
    expect(sellerEarnings.entries.results).toEqual([
      {
        id: expect.any(Number),
        kind: 'sale',
        amount: '1.39',
        purchase_id: purchase.purchase_id,
        sale_id: sale.id,
        level: null,
        from_username: carla!.username,
        created_at: expect.any(String),
      },
    ]);
    expect((await earnings(bruno!)).entries.results).toEqual([
      expect.objectContaining({ kind: 'commission', amount: '0.07', level: 1, sale_id: sale.id }),
    ]);
    expect(await earnings(bruno!)).toMatchObject({ balance: '0.07', pending: '0.00' });
    expect(await earnings(ana!)).toMatchObject({ balance: '0.05', pending: '0.00' });
    expect((await earnings(carla!)).balance).toBe('0.00');

    // The company's entries: the fee and the third level, which nobody stands at.
    const entries = await entriesOf(purchase);
    const company = entries.filter((entry) => entry.userId === null);
    expect(company.map(({ kind, amountCents, level }) => ({ kind, amountCents, level }))).toEqual([
      { kind: 'fee', amountCents: 11, level: null },
      { kind: 'commission', amountCents: 3, level: 3 },
    ]);
    // The sale's answer agrees with its ledger, and the ledger with what the buyer paid.
    const commissions = entries.filter((entry) => entry.kind === 'commission');
    expect(commissions.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(
      cents(sale.commissions),
    );
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(cents(purchase.total));
  });

  it('charges the fee only to sellers without membership, and pays no commission on other products', async () => {
    const [referrer, buyer] = await referralChain(shop.server, 2);
    const member = await registerUser(shop.server);
    expect((await setMembership(member, true)).status).toBe(200);
    const plain = await registerUser(shop.server);
    const memberProduct = await cheapProduct(member, true);
    const plainProduct = await cheapProduct(plain, false);
    const purchase = await paidPurchase(shop.server, buyer!.access, [
      { product: memberProduct.id, quantity: 3 },
      { product: plainProduct.id, quantity: 3 },
    ]);
    await shipPurchase(shop.server, purchase, [member, plain]);
    expect((await confirmReceipt(shop.server, buyer!, purchase.purchase_id)).status).toBe(200);

    expect(await saleOf(member, purchase)).toMatchObject({
      fee: '0.00',
      commissions: '0.15',
      net_amount: '1.50',
    });
    expect(await saleOf(plain, purchase)).toMatchObject({
      fee: '0.11',
      commissions: '0.00',
      net_amount: '1.54',
    });
    expect((await earnings(member)).balance).toBe('1.50');
    expect((await earnings(plain)).balance).toBe('1.54');
    // Only the network product paid the buyer's referrer: level 1, 7 % of 1.05.
    const referrerEarnings = await earnings(referrer!);
    expect(referrerEarnings.balance).toBe('0.07');
    expect(referrerEarnings.entries.count).toBe(1);
    const entries = await entriesOf(purchase);
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(cents(purchase.total));
  });

  it('credits a purchase once, whoever confirms it again and however', async () => {
    const [referrer, buyer] = await referralChain(shop.server, 2);
    const seller = await referredBy(shop.server, referrer!);
    const product = await cheapProduct(seller, true);
    const purchase = await paidPurchase(shop.server, buyer!.access, [
      { product: product.id, quantity: 2 },
    ]);
    await shipPurchase(shop.server, purchase, [seller]);
    expect((await confirmReceipt(shop.server, buyer!, purchase.purchase_id)).status).toBe(200);
    const before = await entriesOf(purchase);

    const again = await confirmReceipt(shop.server, buyer!, purchase.purchase_id);
    expect(again.status).toBe(409);
    // Even called directly, the ledger's unique key writes nothing a second time.
    const db = shop.db();
    await db.transaction((tx) => creditReceivedPurchase(tx, purchase.purchase_id));
    expect(await entriesOf(purchase)).toEqual(before);
    // 2 × 0.35 = 0.70: fee 0.07, commissions 0.05 + 0.04 + 0.02, net 0.70 + 0.40 - 0.18.
    expect((await earnings(seller)).balance).toBe('0.92');
    expect((await earnings(referrer!)).balance).toBe('0.05');
  });
});
