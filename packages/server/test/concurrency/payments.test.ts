import { orderEndpoints as orders } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/db/schema/index.js';
import { bodyOf, call } from '../support/http.js';
import { HOSTED_METHODS, postWebhook, useHostedShop } from '../support/hosted-shop.js';
import { notificationsOf } from '../support/notifications.js';
import { waitFor } from '../support/wait-for.js';

/*
 * Hosted payments racing on PostgreSQL (vitest.config.ts runs this folder only there), where each
 * request has its own connection: everything that can tell the server a session was paid, all at
 * once, pays the purchase once; and a buyer's double click on "Pay" opens one session.
 */

const shop = useHostedShop();

describe.each(HOSTED_METHODS)('a %s payment told many ways at once', (method) => {
  it('pays the purchase exactly once: webhook ×3, the return, the sweep and a read', async () => {
    const provider = shop.driver(method);
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    bodyOf(await shop.payCall(id), 200);
    await provider.pay(id, { deliverWebhook: false });
    // Past its window: the sweep and the read ask the provider before they would expire it.
    await shop.closeWindow(id);
    const webhook = provider.paidWebhook(id);
    const token = shop.buyer.access;
    const answers = await Promise.all([
      postWebhook(webhook),
      postWebhook(webhook),
      postWebhook(webhook),
      shop.returnCall(id).then((answer) => answer.status),
      // The list runs the sweep (expireDuePurchases) first.
      shop.listCall().then((answer) => answer.status),
      call(shop.server, orders.purchase, { params: { id }, token }).then((answer) => answer.status),
    ]);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    const paid = await shop.purchaseNow(id);
    expect(paid.status).toBe('approved');
    expect(paid.transaction.status).toBe('paid');
    const events = await shop
      .db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.purchaseId, id));
    expect(events.filter((event) => event.outcome === 'paid')).toHaveLength(1);
    const notices = await notificationsOf(shop.server, shop.buyer, 'purchase_paid');
    expect(notices.filter((notice) => notice.params.purchase_id === id)).toHaveLength(1);
    const sellerNotices = await notificationsOf(shop.server, shop.seller, 'sale_made');
    expect(sellerNotices.filter((notice) => notice.params.purchase_id === id)).toHaveLength(1);
    const receipt = new RegExp(`#${id} (está pagada|is paid)`);
    const receipts = async () =>
      (await shop.server.api.devMail(shop.buyer.email)).filter((mail) =>
        receipt.test(mail.subject),
      );
    await waitFor('the receipt', async () => ((await receipts()).length > 0 ? true : undefined));
    expect(await receipts()).toHaveLength(1);
    expect(provider.refundCount(id)).toBe(0);
  });

  it('opens one session for pay/ called several times at once', async () => {
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    const answers = await Promise.all([1, 2, 3].map(() => shop.payCall(id)));
    const sessions = answers.map((answer) => bodyOf(answer, 200));
    expect(new Set(sessions.map((session) => session.redirect_url)).size).toBe(1);
    expect(shop.driver(method).sessionCount(id)).toBe(1);
  });
});
