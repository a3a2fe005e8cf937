import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  paymentEvents,
  paymentRefunds,
  products,
  transactions,
} from '../../src/db/schema/index.js';
import { bodyOf } from '../support/http.js';
import {
  HOSTED_METHODS,
  postWebhook,
  useHostedShop,
  type HostedMethod,
} from '../support/hosted-shop.js';
import { notificationsOf } from '../support/notifications.js';
import { waitFor } from '../support/wait-for.js';

/*
 * Paying through a hosted page (docs/api.md, "Paying through a real provider"), over both providers'
 * fakes and their real SDKs: the provider's webhook, the buyer's return and the expiry's read-back
 * each pay a purchase once; a payment that does not match, comes late, or comes twice changes
 * nothing it should not.
 */

const shop = useHostedShop();

/** The buyer's notifications of `kind` about the purchase. */
async function noticesOf(kind: 'purchase_paid' | 'purchase_payment_refunded', purchaseId: number) {
  const all = await notificationsOf(shop.server, shop.buyer, kind);
  return all.filter((notice) => notice.params.purchase_id === purchaseId);
}

/** The buyer's receipts for the purchase, once the first has arrived. */
async function receiptsOf(purchaseId: number) {
  const paid = new RegExp(`#${purchaseId} (está pagada|is paid)`);
  const receipts = async () =>
    (await shop.server.api.devMail(shop.buyer.email)).filter((mail) => paid.test(mail.subject));
  await waitFor(`the receipt of purchase ${purchaseId}`, async () =>
    (await receipts()).length > 0 ? true : undefined,
  );
  return receipts();
}

/** The payment events recorded about the purchase. */
const eventsOf = (purchaseId: number) =>
  shop.db().select().from(paymentEvents).where(eq(paymentEvents.purchaseId, purchaseId));

async function stockLeft(): Promise<number> {
  const [row] = await shop
    .db()
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, shop.product.id));
  if (!row) throw new Error('the product is gone');
  return row.quantity;
}

/**
 * A purchase by `method` with its session opened: the page the buyer is sent to. Of the shop's
 * product when `product` is set (a test that counts its stock), else of a product of its own.
 */
async function openedPurchase(method: HostedMethod, product?: number) {
  const purchase = await shop.hostedPurchase(method, { product });
  const session = bodyOf(await shop.payCall(purchase.purchase_id), 200);
  return { id: purchase.purchase_id, session };
}

describe.each(HOSTED_METHODS)('paying through %s', (method) => {
  const provider = () => shop.driver(method);

  it('is paid by the webhook: approved, with one notification and one receipt', async () => {
    const { id, session } = await openedPurchase(method);
    expect(session.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await provider().pay(id, { deliverWebhook: true });
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('approved');
    expect(purchase.transaction).toMatchObject({ status: 'paid', provider: method });
    expect(purchase.transaction.charged_amount).not.toBeNull();
    expect(await noticesOf('purchase_paid', id)).toHaveLength(1);
    expect(await receiptsOf(id)).toHaveLength(1);
    expect((await eventsOf(id)).map((event) => event.outcome)).toContain('paid');
  });

  it('stays payable after a declined try, and pay/ answers the same session again', async () => {
    const { id, session } = await openedPurchase(method);
    await provider().decline(id);
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
    const again = bodyOf(await shop.payCall(id), 200);
    expect(again).toEqual(session);
    expect(provider().sessionCount(id)).toBe(1);
    // And it can still be paid.
    await provider().pay(id, { deliverWebhook: true });
    expect((await shop.purchaseNow(id)).status).toBe('approved');
  });

  it('expires when never paid, and its stock goes back', async () => {
    const before = await stockLeft();
    const { id } = await openedPurchase(method, shop.product.id);
    expect(await stockLeft()).toBe(before - 1);
    await shop.closeWindow(id);
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('expired');
    expect(await stockLeft()).toBe(before);
    expect((await shop.payCall(id)).status).toBe(409);
  });

  it('pays once when the same webhook arrives three times at once', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: false });
    const webhook = provider().paidWebhook(id);
    const statuses = await Promise.all([1, 2, 3].map(() => postWebhook(webhook)));
    expect(statuses).toEqual([200, 200, 200]);
    expect((await shop.purchaseNow(id)).status).toBe('approved');
    const events = await eventsOf(id);
    expect(events.filter((event) => event.outcome === 'paid')).toHaveLength(1);
    expect(await noticesOf('purchase_paid', id)).toHaveLength(1);
    expect(await receiptsOf(id)).toHaveLength(1);
    // Nothing is credited before receipt, and nothing twice.
    const credits = await shop
      .db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, id));
    expect(credits).toHaveLength(0);
  });

  it('changes nothing for a failure or expiry told after the payment', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: true });
    await provider().staleFailure(id);
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('approved');
    expect(purchase.transaction.status).toBe('paid');
    const outcomes = (await eventsOf(id)).map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes).toContain('nothing');
  });

  it('is paid by the buyer’s return when the webhook is lost', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: false });
    const [row] = await shop
      .db()
      .select({ sessionId: transactions.sessionId })
      .from(transactions)
      .where(eq(transactions.purchaseId, id));
    const purchase = bodyOf(await shop.returnCall(id, row?.sessionId ?? undefined), 200);
    expect(purchase.status).toBe('approved');
    // The return again, or with no session named, pays nothing twice.
    expect(bodyOf(await shop.returnCall(id), 200).status).toBe('approved');
    expect(await noticesOf('purchase_paid', id)).toHaveLength(1);
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('answers the return of a purchase not paid yet as pending_payment', async () => {
    const { id } = await openedPurchase(method);
    expect(bodyOf(await shop.returnCall(id), 200).status).toBe('pending_payment');
  });

  it('is paid, not expired, by the sweep when the webhook is lost', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: false });
    await shop.closeWindow(id);
    // The list of purchases runs the sweep (expireDuePurchases) before it reads.
    bodyOf(await shop.listCall(), 200);
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('approved');
    expect(await noticesOf('purchase_paid', id)).toHaveLength(1);
  });

  it('is paid, not expired, by a read of the purchase past its window', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: false });
    await shop.closeWindow(id);
    expect((await shop.purchaseNow(id)).status).toBe('approved');
  });

  it('is paid, not expired, by pay/ past its window when the webhook is lost', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: false });
    await shop.closeWindow(id);
    const again = await shop.payCall(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'invalid_status' });
    expect((await shop.purchaseNow(id)).status).toBe('approved');
  });

  it('refuses a payment of another amount: the purchase stays pending', async () => {
    const { id } = await openedPurchase(method);
    await provider().pay(id, { deliverWebhook: true, minorOff: 100 });
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('pending_payment');
    expect(purchase.transaction.status).toBe('pending');
    expect((await eventsOf(id)).map((event) => event.outcome)).toEqual(['refused_mismatch']);
    expect(await noticesOf('purchase_paid', id)).toHaveLength(0);
  });

  it('refunds a payment made after the purchase expired, and tells the buyer', async () => {
    const before = await stockLeft();
    const { id } = await openedPurchase(method, shop.product.id);
    // A session is closed when its purchase expires, unless its provider can't be reached then:
    // the purchase expires unasked an hour past its window, and the session stays payable.
    await shop.closeWindow(id, '2 hours');
    const closeCalls = method === 'stripe' ? 1 : 0;
    provider().failNext(provider().callsPerFailure(500) + closeCalls, 500);
    expect((await shop.purchaseNow(id)).status).toBe('expired');
    expect(await stockLeft()).toBe(before);
    await provider().pay(id, { deliverWebhook: true });
    const purchase = await shop.purchaseNow(id);
    expect(purchase.status).toBe('expired');
    expect(await stockLeft()).toBe(before);
    expect(provider().refundCount(id)).toBe(1);
    const [refund] = await shop
      .db()
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.purchaseId, id), eq(paymentRefunds.reason, 'late_payment')));
    // Asked of the provider once the late payment was applied, before the webhook was answered.
    expect(refund?.status).toBe('succeeded');
    expect(purchase.transaction.refund).toMatchObject({ status: 'succeeded' });
    expect(await noticesOf('purchase_payment_refunded', id)).toHaveLength(1);
    expect(await noticesOf('purchase_paid', id)).toHaveLength(0);
  });

  it('answers 503 while the provider fails to open a session, and opens it after', async () => {
    const purchase = await shop.hostedPurchase(method);
    const id = purchase.purchase_id;
    provider().failNext(provider().callsPerFailure(500), 500);
    const failed = await shop.payCall(id);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 'payment_provider_unavailable' });
    expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
    const session = bodyOf(await shop.payCall(id), 200);
    expect(session.redirect_url).toBeTruthy();
  });

  it(
    'answers 503 when the provider does not answer, and opens it after',
    { timeout: 90_000 },
    async () => {
      const purchase = await shop.hostedPurchase(method);
      const id = purchase.purchase_id;
      provider().failNext(provider().callsPerFailure('hang'), 'hang');
      const failed = await shop.payCall(id);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ code: 'payment_provider_unavailable' });
      expect((await shop.purchaseNow(id)).status).toBe('pending_payment');
      expect(bodyOf(await shop.payCall(id), 200).redirect_url).toBeTruthy();
    },
  );
});
