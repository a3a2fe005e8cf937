import { orderEndpoints as orders, type Purchase, type PurchasePage, type Sale } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { paidPurchase } from '../support/orders.js';
import { approvedProduct } from '../support/products.js';
import { useShop } from '../support/shop.js';
import { waitFor } from '../support/wait-for.js';

/*
 * One order, one number (issue 36): the buyer reads each seller's tracking code in the purchase
 * answer, and what the seller is told of a sale quotes its purchase's number, the one the buyer
 * knows; the buyer hears of "part" of a purchase only when several sellers ship parts of it.
 */
describe('tracking codes and the order number', () => {
  const shop = useShop({ product: false });
  let buyer: TestUser;
  let otherSeller: TestUser;
  beforeAll(async () => {
    [buyer, otherSeller] = await Promise.all([
      registerUser(shop.server),
      registerUser(shop.server),
    ]);
  });

  const read = async (id: number) =>
    bodyOf(
      await call<Purchase>(shop.server, orders.purchase, {
        params: { id },
        token: buyer.access,
      }),
      200,
    );
  const listed = async (id: number) => {
    const page = await call<PurchasePage>(shop.server, orders.purchases, {
      query: { search: id },
      token: buyer.access,
    });
    return bodyOf(page, 200).results.find((purchase) => purchase.purchase_id === id);
  };
  /** Moves a sale to preparing, then sends it with `tracking_code` (or none). */
  const ship = async (seller: TestUser, saleId: number, tracking_code?: string) => {
    const move = (body: Record<string, unknown>) =>
      call<Sale>(shop.server, orders.updateSaleStatus, {
        params: { id: saleId },
        token: seller.access,
        body,
      });
    bodyOf(await move({ status: 'preparing' }), 200);
    return bodyOf(await move({ status: 'sent', tracking_code }), 200);
  };
  /** A paid purchase of one unit of a new product from each of `sellers`. */
  const bought = async (sellers: TestUser[]) => {
    const products = await Promise.all(
      sellers.map((seller) => approvedProduct(shop.server, seller.access, shop.admin)),
    );
    return paidPurchase(
      shop.server,
      buyer.access,
      products.map((product) => ({ product: product.id, quantity: 1 })),
    );
  };
  const saleOf = (purchase: Purchase, seller: TestUser) =>
    purchase.items.find((item) => item.seller.username === seller.username)!.sale_id;
  /** The newest mail to `email` with this subject, once it has been sent. */
  const mailAbout = (email: string, subject: string) =>
    waitFor(`a mail to ${email}: ${subject}`, async () =>
      (await shop.server.api.devMail(email)).find((mail) => mail.subject === subject),
    );

  it('gives each item its seller’s tracking code in the purchase read and listed', async () => {
    const purchase = await bought([shop.seller, otherSeller]);
    const id = purchase.purchase_id;
    expect(purchase.items.map((item) => item.tracking_code)).toEqual([null, null]);

    await ship(shop.seller, saleOf(purchase, shop.seller), ' GUIA-7781 ');
    const codes = (answer: Purchase | undefined) =>
      answer?.items.map((item) => [item.seller.username, item.tracking_code]);
    const expected = [
      [shop.seller.username, 'GUIA-7781'],
      [otherSeller.username, null],
    ];
    expect(codes(await read(id))).toEqual(expected);
    expect(codes(await listed(id))).toEqual(expected);

    // A part sent without a code stays without one; the other keeps its own.
    await ship(otherSeller, saleOf(purchase, otherSeller));
    expect(codes(await read(id))).toEqual(expected);
  });

  it('quotes the purchase’s number to the seller, and tells of part of a purchase only when split', async () => {
    const split = await bought([shop.seller, otherSeller]);
    const single = await bought([otherSeller]);
    const id = single.purchase_id;
    const saleId = saleOf(single, otherSeller);
    // Sales outnumber purchases here, so a sale's own id is not its purchase's number.
    expect(saleId).not.toBe(id);

    expect((await mailAbout(otherSeller.email, `Nueva venta #${id}`)).text).toContain('Vendiste');

    await ship(otherSeller, saleId, 'GUIA-1');
    await ship(otherSeller, saleOf(split, otherSeller), 'GUIA-2');
    const sent = await notificationsOf(shop.server, buyer, 'purchase_sent');
    const about = (purchaseId: number) =>
      sent.find((notice) => notice.params.purchase_id === purchaseId)?.params;
    expect(about(id)).toEqual({ purchase_id: id, tracking_code: 'GUIA-1', seller_count: 1 });
    expect(about(split.purchase_id)).toEqual({
      purchase_id: split.purchase_id,
      tracking_code: 'GUIA-2',
      seller_count: 2,
    });

    const wholeMail = await mailAbout(buyer.email, `Tu compra #${id} va en camino`);
    expect(wholeMail.text).toContain(`${otherSeller.username} envió tu compra #${id}.`);
    const partMail = await mailAbout(buyer.email, `Tu compra #${split.purchase_id} va en camino`);
    expect(partMail.text).toContain(
      `${otherSeller.username} envió su parte de tu compra #${split.purchase_id}.`,
    );
  });
});
