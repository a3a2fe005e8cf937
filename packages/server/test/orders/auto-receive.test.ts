import { orderEndpoints as orders, type Product, type Purchase } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, sales } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { AUTO_RECEIVE_JOB, salesOf, sentAgo } from '../support/auto-receive.js';
import { bodyOf, call } from '../support/http.js';
import { referredBy } from '../support/network.js';
import { notificationsOf } from '../support/notifications.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, productOnSale, shipPurchase } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';
import { waitFor } from '../support/wait-for.js';

/*
 * The automatic receipt (docs/api.md, Purchases): a purchase whose sales have all been sent for
 * AUTO_RECEIVE_DAYS (14 by default) is received by the sweep as its buyer's confirmation would
 * receive it, and the buyer is told. Time moves by dating the sending back (support/auto-receive.ts).
 */
describe('receiving a purchase for its buyer', () => {
  const shop = useAdminServer();
  let referrer: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let product: Product;
  let otherProduct: Product;
  beforeAll(async () => {
    referrer = await registerUser(shop.server);
    [buyer, seller, otherSeller] = await Promise.all([
      referredBy(shop.server, referrer),
      registerUser(shop.server),
      registerUser(shop.server),
    ]);
    const network = {
      price: '10.00',
      shipping_price: '1.00',
      quantity: 50,
      levels: [{ level: 1, payment_percentage: '5' }],
    };
    [product, otherProduct] = await Promise.all([
      productOnSale(shop.server, seller, shop.admin, network, { network: true }),
      productOnSale(shop.server, otherSeller, shop.admin, { quantity: 50 }, { network: false }),
    ]);
  });

  const sweep = () => shop.server.server.app.jobs.runOnce(AUTO_RECEIVE_JOB);
  const statusOf = async (purchase: Purchase) =>
    bodyOf(
      await call<Purchase>(shop.server, orders.purchase, {
        params: { id: purchase.purchase_id },
        token: buyer.access,
      }),
      200,
    ).status;
  /** A paid purchase of one unit of each product, every part sent. */
  const sentPurchase = async (products: Product[]) => {
    const purchase = await paidPurchase(
      shop.server,
      buyer.access,
      products.map(({ id }) => ({ product: id, quantity: 1 })),
    );
    await shipPurchase(shop.server, purchase, [seller, otherSeller]);
    return purchase;
  };
  /** The purchase's ledger entries as who got what, without ids or dates. */
  const creditsOf = async (purchase: Purchase) =>
    (
      await shop
        .db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.purchaseId, purchase.purchase_id))
        .orderBy(ledgerEntries.id)
    ).map(({ userId, kind, amountCents, level, fromUserId }) => ({
      userId,
      kind,
      amountCents,
      level,
      fromUserId,
    }));
  const autoNotices = (purchase: Purchase) =>
    notificationsOf(shop.server, buyer, 'purchase_received_automatically').then((notices) =>
      notices.filter((notice) => notice.params.purchase_id === purchase.purchase_id),
    );

  it('dates each sale when it is sent', async () => {
    const before = Date.now();
    const purchase = await sentPurchase([product, otherProduct]);
    const sent = await salesOf(shop.db(), purchase.purchase_id);
    expect(sent).toHaveLength(2);
    for (const sale of sent) {
      expect(sale.status).toBe('sent');
      // The database's clock and this process's may differ by a little.
      expect(sale.sentAt!.getTime()).toBeGreaterThan(before - 60_000);
      expect(sale.sentAt!.getTime()).toBeLessThan(Date.now() + 60_000);
    }
  });

  it('receives a purchase sent AUTO_RECEIVE_DAYS ago in one pass, not before', async () => {
    const purchase = await sentPurchase([product]);
    await sentAgo(shop.db(), purchase.purchase_id, '13 days 23 hours');
    expect(await sweep()).toBe('done');
    expect(await statusOf(purchase)).toBe('sent');
    expect(await creditsOf(purchase)).toEqual([]);

    await sentAgo(shop.db(), purchase.purchase_id, '14 days 1 minute');
    expect(await sweep()).toBe('done');
    expect(await statusOf(purchase)).toBe('received');
    const notices = await autoNotices(purchase);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      params: { purchase_id: purchase.purchase_id },
      link: `/purchases/${purchase.purchase_id}`,
      read_at: null,
    });
    const mail = await waitFor('the buyer’s mail', async () =>
      (await shop.server.api.devMail(buyer.email)).find(
        (sent) => sent.subject === `Marcamos tu compra #${purchase.purchase_id} como recibida`,
      ),
    );
    expect(mail.text).toContain(`Hola, ${buyer.username}.`);
    expect(mail.text).toContain('automáticamente 14 días después de su envío');

    // A second pass finds nothing more to do.
    const credits = await creditsOf(purchase);
    await sweep();
    expect(await creditsOf(purchase)).toEqual(credits);
    expect(await autoNotices(purchase)).toHaveLength(1);
    // And the buyer can no longer confirm it.
    expect((await confirmReceipt(shop.server, buyer, purchase.purchase_id)).status).toBe(409);
  });

  it('credits exactly what the buyer’s confirmation credits', async () => {
    const [byHand, bySweep] = [
      await sentPurchase([product, otherProduct]),
      await sentPurchase([product, otherProduct]),
    ];
    bodyOf(await confirmReceipt(shop.server, buyer, byHand.purchase_id), 200);
    await sentAgo(shop.db(), bySweep.purchase_id, '15 days');
    await sweep();
    expect(await statusOf(bySweep)).toBe('received');

    const credits = await creditsOf(bySweep);
    // The seller's sale and the referrer's commission, the other seller's sale, and the fees.
    expect(credits.map(({ kind }) => kind).sort()).toEqual([
      'commission',
      'fee',
      'fee',
      'sale',
      'sale',
    ]);
    expect(credits).toEqual(await creditsOf(byHand));
    // Only a purchase nobody confirmed tells its buyer so.
    expect(await autoNotices(byHand)).toEqual([]);
  });

  it('waits for every sale: one not sent, or sent lately, keeps the purchase as it is', async () => {
    const partly = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 1 },
      { product: otherProduct.id, quantity: 1 },
    ]);
    // One seller sent theirs long ago; the other has not sent yet.
    await shipPurchase(shop.server, { ...partly, items: partly.items.slice(0, 1) }, [
      seller,
      otherSeller,
    ]);
    await sentAgo(shop.db(), partly.purchase_id, '30 days');
    const lately = await sentPurchase([product, otherProduct]);
    await sentAgo(shop.db(), lately.purchase_id, '30 days');
    const [lastSale] = (await salesOf(shop.db(), lately.purchase_id)).slice(-1);
    await sentAgo(shop.db(), lately.purchase_id, '1 hour', lastSale!.id);

    await sweep();
    expect(await statusOf(partly)).not.toBe('received');
    expect(await statusOf(lately)).toBe('sent');
    expect(await creditsOf(partly)).toEqual([]);
    expect(await creditsOf(lately)).toEqual([]);
  });

  it('goes on past a purchase that fails: the others are received and their buyers told', async () => {
    const broken = await sentPurchase([product]);
    const sound = await sentPurchase([product]);
    await sentAgo(shop.db(), broken.purchase_id, '15 days');
    await sentAgo(shop.db(), sound.purchase_id, '15 days');
    // A bad row, first in the batch: the purchase says sent, its sale, dated, says otherwise, so
    // the state machine refuses to receive it.
    await shop
      .db()
      .update(sales)
      .set({ status: 'preparing' })
      .where(eq(sales.purchaseId, broken.purchase_id));

    expect(await sweep()).toBe('done');
    expect(await statusOf(broken)).toBe('sent');
    expect(await creditsOf(broken)).toEqual([]);
    expect(await statusOf(sound)).toBe('received');
    expect(await autoNotices(sound)).toHaveLength(1);
    await waitFor('the buyer’s mail', async () =>
      (await shop.server.api.devMail(buyer.email)).find(
        (sent) => sent.subject === `Marcamos tu compra #${sound.purchase_id} como recibida`,
      ),
    );
  });
});
