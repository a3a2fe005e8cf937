import {
  accountEndpoints as account,
  earningsEndpoints as earnings,
  type Earnings,
} from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';

/** A buyer confirming receipt many times at once, each request on its own PostgreSQL connection. */
describe('receiving a purchase at the same time', () => {
  const shop = useAdminServer();

  it('receives it once and pays its seller and referrer once', async () => {
    const referrer = await registerUser(shop.server);
    const { body: me } = await call<{ referral_code: string }>(shop.server, account.user, {
      token: referrer.access,
    });
    const buyer = await registerUser(shop.server, { referral_code: me.referral_code });
    const seller = await registerUser(shop.server);
    const product = await productOnSale(
      shop.server,
      seller,
      shop.admin,
      { price: '10.00', shipping_price: '1.00', levels: [{ level: 1, payment_percentage: '5' }] },
      { network: true },
    );
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 1 },
    ]);
    await shipPurchase(shop.server, purchase, [seller]);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirmReceipt(shop.server, buyer, purchase.purchase_id)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const db = shop.db();
    const sales = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.purchaseId, purchase.purchase_id), eq(ledgerEntries.kind, 'sale')),
      );
    expect(sales).toHaveLength(1);
    const balance = async (token: string) =>
      (await call<Earnings>(shop.server, earnings.earnings, { token })).body.balance;
    // 10.00 + 1.00 shipping - 1.00 fee - 0.50 commission.
    expect(await balance(seller.access)).toBe('9.50');
    expect(await balance(referrer.access)).toBe('0.50');
  });
});
