import { orderEndpoints as orders, supportEndpoints as support, type Purchase } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.js';
import { sweepReadNotifications } from '../../src/notifications/sweep.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { me } from '../support/network.js';
import { notificationsOf } from '../support/notifications.js';
import { createdAddress, createdPurchase } from '../support/orders.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { useAdminServer } from '../support/shop.js';
import { openedTicket } from '../support/tickets.js';

/*
 * The same change asked for at once by several requests, each on its own PostgreSQL connection:
 * one of them makes it, and its notification is written once.
 */
describe('notifications of changes made at the same time', () => {
  const shop = useAdminServer();

  const AT_ONCE = 6;
  const all = <T>(request: () => Promise<T>) =>
    Promise.all(Array.from({ length: AT_ONCE }, request));

  it('writes one purchase_paid when administrators approve one transfer at once', async () => {
    const [seller, buyer] = [await registerUser(shop.server), await registerUser(shop.server)];
    const product = await approvedProduct(shop.server, seller.access, shop.admin);
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: product.id, quantity: 1 }],
      shipping_address: address.id,
      payment_method: 'bank_transfer',
    });
    const id = purchase.purchase_id;
    await call(shop.server, orders.verifyPayment, {
      params: { id },
      token: buyer.access,
      body: { verification_data: { reference: 'TRF-9' } },
    });
    const answers = await all(() =>
      call<Purchase>(shop.server, orders.reviewPurchase, {
        params: { id },
        token: shop.admin,
        body: { data: { status: 'approved' } },
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await notificationsOf(shop.server, buyer, 'purchase_paid')).toHaveLength(1);
    expect(await notificationsOf(shop.server, seller, 'sale_made')).toHaveLength(1);
  });

  it('writes one product_approved when administrators approve one product at once', async () => {
    const seller = await registerUser(shop.server);
    const product = await createdProduct(shop.server, seller.access);
    const answers = await all(() => moderate(shop.server, shop.admin, product.id, 'approved'));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await notificationsOf(shop.server, seller, 'product_approved')).toHaveLength(1);
  });

  it('writes one ticket_answered when one answer is sent several times at once', async () => {
    const author: TestUser = await registerUser(shop.server);
    const ticket = await openedTicket(shop.server, author, {
      subject: 'Duda',
      information: '¿Cuándo llega?',
    });
    const answers = await all(() =>
      call(shop.server, support.updateTicket, {
        params: ticket,
        token: shop.admin,
        body: { answer: 'El lunes' },
      }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await notificationsOf(shop.server, author, 'ticket_answered')).toHaveLength(1);
  });

  it('sweeps old read notifications from several instances at once, each row once', async () => {
    const db = shop.db();
    const user = await registerUser(shop.server);
    const { id } = await me(shop.server, user);
    const row = (index: number, readDaysAgo: number | null) => ({
      userId: id,
      kind: 'ticket_answered' as const,
      key: `sweep:${index}`,
      params: { ticket_id: index },
      link: '/support',
      readAt: readDaysAgo === null ? null : sql`now() - make_interval(days => ${readDaysAgo})`,
    });
    // More than a batch of old read ones, beside recent read and old unread ones.
    const old = Array.from({ length: 2500 }, (_, index) => row(index, 100));
    const kept = [row(-1, 10), row(-2, null), row(-3, 89)];
    await db
      .insert(notifications)
      .values([...old, ...kept] as (typeof notifications.$inferInsert)[]);
    const counts = await Promise.all([1, 2, 3].map(() => sweepReadNotifications(db)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(old.length);
    const left = await notificationsOf(shop.server, user);
    expect(left.map((n) => n.params.ticket_id!).sort((a, b) => a - b)).toEqual([-3, -2, -1]);
  });
});
