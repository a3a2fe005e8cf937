import type { Earnings } from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { paidPurchase } from '../support/orders.js';
import { startAdminServer } from '../support/products.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import type { TestServer } from '../support/test-server.js';

/** A buyer confirming receipt many times at once, each request on its own PostgreSQL connection. */
describe('receiving a purchase at the same time', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
  });
  afterAll(() => server.close());

  it('receives it once and pays its seller and referrer once', async () => {
    const referrer = await registerUser(server);
    const { body: me } = await call<{ referral_code: string }>(server, 'GET', 'auth/user/', {
      token: referrer.access,
    });
    const buyer = await registerUser(server, { referral_code: me.referral_code });
    const seller = await registerUser(server);
    const product = await productOnSale(
      server,
      seller,
      admin,
      { price: '10.00', shipping_price: '1.00', levels: [{ level: 1, payment_percentage: '5' }] },
      { network: true },
    );
    const purchase = await paidPurchase(server, buyer.access, [
      { product: product.id, quantity: 1 },
    ]);
    await shipPurchase(server, purchase, [seller]);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirmReceipt(server, buyer, purchase.purchase_id)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const { db } = server.server.database;
    const sales = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.purchaseId, purchase.purchase_id), eq(ledgerEntries.kind, 'sale')),
      );
    expect(sales).toHaveLength(1);
    const balance = async (token: string) =>
      (await call<Earnings>(server, 'GET', 'marketplace/earnings/', { token })).body.balance;
    // 10.00 + 1.00 shipping - 1.00 fee - 0.50 commission.
    expect(await balance(seller.access)).toBe('9.50');
    expect(await balance(referrer.access)).toBe('0.50');
  });
});
