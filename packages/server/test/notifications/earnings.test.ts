import {
  accountFormEndpoints as accountForms,
  earningsEndpoints as earnings,
  type AdminWithdrawal,
  type Withdrawal,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { latestCode, registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { fundUser } from '../support/ledger.js';
import { me, referralChain } from '../support/network.js';
import { notificationsOf } from '../support/notifications.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';

/*
 * What money tells its owner: each referrer credited by a received purchase, and a withdrawal paid
 * or rejected, each once however often the request is repeated.
 */
describe('notifications of commissions and withdrawals', () => {
  const shop = useAdminServer();

  it('tells each referrer the network credits of their commission, once', async () => {
    // chain[2] buys; chain[1] is their referrer (level 1), chain[0] level 2.
    const chain = await referralChain(shop.server, 3);
    const [top, referrer, buyer] = chain as [TestUser, TestUser, TestUser];
    const seller = await registerUser(shop.server);
    const product = await productOnSale(
      shop.server,
      seller,
      shop.admin,
      {
        price: '25.90',
        shipping_price: '0',
        levels: [
          { level: 1, payment_percentage: '10' },
          { level: 2, payment_percentage: '5.5' },
        ],
      },
      { network: true },
    );
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 1 },
    ]);
    await shipPurchase(shop.server, purchase, [seller]);
    for (const user of chain)
      expect(await notificationsOf(shop.server, user, 'commission_earned')).toEqual([]);
    expect((await confirmReceipt(shop.server, buyer, purchase.purchase_id)).status).toBe(200);
    expect((await confirmReceipt(shop.server, buyer, purchase.purchase_id)).status).toBe(409);
    expect(await notificationsOf(shop.server, referrer, 'commission_earned')).toEqual([
      expect.objectContaining({ params: { amount: '2.59', level: 1 }, link: '/dashboard' }),
    ]);
    expect(await notificationsOf(shop.server, top, 'commission_earned')).toEqual([
      expect.objectContaining({ params: { amount: '1.42', level: 2 } }),
    ]);
    expect(await notificationsOf(shop.server, buyer, 'commission_earned')).toEqual([]);
    expect(await notificationsOf(shop.server, seller, 'commission_earned')).toEqual([]);

    // Another purchase's commission at the same level is news of its own.
    const again = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 2 },
    ]);
    await shipPurchase(shop.server, again, [seller]);
    await confirmReceipt(shop.server, buyer, again.purchase_id);
    const earned = await notificationsOf(shop.server, referrer, 'commission_earned');
    expect(earned.map((n) => n.params)).toEqual([
      { amount: '5.18', level: 1 },
      { amount: '2.59', level: 1 },
    ]);
  });

  /** A user with US$ 50 who asked to withdraw 12.50: the user and the withdrawal. */
  const withdrawal = async () => {
    const user = await registerUser(shop.server);
    await fundUser(shop.server, (await me(shop.server, user)).id, 5000);
    await call(shop.server, accountForms.sendCode, {
      token: user.access,
      body: { isWithdrawal: true },
    });
    const code = await latestCode(shop.server, user.email);
    const answer = await call<Withdrawal>(shop.server, earnings.requestWithdrawal, {
      token: user.access,
      body: { amount: '12.50', code, destination: 'IBAN ES12' },
    });
    expect(answer.status).toBe(201);
    return { user, id: answer.body.id };
  };
  const decide = (id: number, status: 'paid' | 'rejected') =>
    call<AdminWithdrawal>(shop.server, earnings.decideWithdrawal, {
      params: { id },
      token: shop.admin,
      body: { status },
    });

  it('tells the user of a withdrawal paid or rejected, once', async () => {
    const paid = await withdrawal();
    const rejected = await withdrawal();
    expect(await notificationsOf(shop.server, paid.user)).toEqual([]);
    expect((await decide(paid.id, 'paid')).status).toBe(200);
    expect((await decide(paid.id, 'paid')).status).toBe(409);
    expect((await decide(paid.id, 'rejected')).status).toBe(409);
    expect((await decide(rejected.id, 'rejected')).status).toBe(200);
    expect((await decide(rejected.id, 'rejected')).status).toBe(409);
    expect(await notificationsOf(shop.server, paid.user)).toEqual([
      expect.objectContaining({
        kind: 'withdrawal_paid',
        params: { withdrawal_id: paid.id, amount: '12.50' },
        link: '/dashboard',
      }),
    ]);
    expect(await notificationsOf(shop.server, rejected.user)).toEqual([
      expect.objectContaining({
        kind: 'withdrawal_rejected',
        params: { withdrawal_id: rejected.id, amount: '12.50' },
      }),
    ]);
  });
});
