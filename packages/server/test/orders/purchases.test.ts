import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  orderEndpoints as orders,
  paymentEndpoints as payments,
  type Product,
  type Purchase,
  type PurchasePage,
  type Sale,
  type SalePage,
  accountEndpoints as account,
  pathOf,
  type Endpoint,
  type User,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import {
  cardToken,
  createdAddress,
  createdPurchase,
  DECLINED_CARD,
  paidPurchase,
  payByCard,
  postPurchase,
} from '../support/orders.js';
import {
  ADMIN,
  approvedProduct,
  createdProduct,
  photo,
  productFields,
  productForm,
} from '../support/products.js';
import { useShop } from '../support/shop.js';

describe('purchases and sales', () => {
  const shop = useShop({ product: false });

  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  const { newProduct: product, stockOf } = shop;
  const read = (id: number, token = buyer.access) =>
    call<Purchase>(shop.server, orders.purchase, { params: { id }, token });
  /** The caller's purchases, or every one with `orders.adminPurchases`. */
  const list = (
    query: Record<string, string | number>,
    token = buyer.access,
    endpoint: Endpoint = orders.purchases,
  ) => call<PurchasePage>(shop.server, endpoint, { query, token });
  const verify = (id: number, data: Record<string, unknown>, token = buyer.access) =>
    call<Purchase>(shop.server, orders.verifyPayment, {
      params: { id },
      token,
      body: { verification_data: data },
    });
  const buyerStatus = (purchase_id: number, status: string, token = buyer.access) =>
    call<Purchase>(shop.server, orders.updateBuyerStatus, {
      token,
      body: { purchase_id, status },
    });
  const review = (id: number, data: Record<string, unknown>, token = shop.admin) =>
    call<Purchase>(shop.server, orders.reviewPurchase, {
      params: { id },
      token,
      body: { data },
    });
  const saleStatus = (id: number, body: Record<string, unknown>, token = shop.seller.access) =>
    call<Sale>(shop.server, orders.updateSaleStatus, {
      params: { id },
      token,
      body,
    });
  const mailTo = async (email: string) => shop.server.api.devMail(email);
  const expireNow = (purchaseId: number) =>
    shop
      .db()
      .update(transactions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.purchaseId, purchaseId));

  it('needs a signed-in buyer', async () => {
    const answer = await call(shop.server, orders.createPurchase, { body: {} });
    expect(answer.status).toBe(401);
  });

  it('reserves the stock and answers totals, sales and a copy of the address', async () => {
    const other = await registerUser(shop.server);
    const shirt = await product({ price: '25.90', shipping_price: '4.50', quantity: 5 });
    const mug = await approvedProduct(shop.server, other.access, shop.admin, {
      name: 'Taza',
      price: '10.05',
      shipping_price: '0',
      quantity: 3,
    });
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [
        { product: shirt.id, quantity: 2 },
        { product: mug.id, quantity: 3 },
      ],
      shipping_address: address.id,
      partner_name: other.username.toUpperCase(),
    });
    expect(purchase).toMatchObject({
      status: 'pending_payment',
      payment_method: 'card',
      partner_name: other.username,
      subtotal: '81.95',
      shipping: '9.00',
      total: '90.95',
      buyer: { username: buyer.username },
      transaction: { amount: '90.95', status: 'pending', instructions: null },
    });
    expect(purchase.shipping_address).toEqual(
      Object.fromEntries(
        Object.entries(address).filter(([key]) => key !== 'id' && key !== 'is_default'),
      ),
    );
    const window = Date.parse(purchase.transaction.expires_at) - Date.now();
    expect(window).toBeGreaterThan(29 * 60_000);
    expect(window).toBeLessThanOrEqual(30 * 60_000);
    expect(purchase.items).toMatchObject([
      {
        product: { id: shirt.id, name: shirt.name },
        quantity: 2,
        unit_price: '25.90',
        shipping_price: '4.50',
        seller: { username: shop.seller.username },
        sale_status: 'pending_payment',
        download: null,
      },
      {
        product: { id: mug.id },
        quantity: 3,
        unit_price: '10.05',
        shipping_price: '0.00',
        seller: { username: other.username },
      },
    ]);
    expect(new Set(purchase.items.map((item) => item.sale_id)).size).toBe(2);
    expect(await stockOf(shirt.id)).toBe(3);
    expect(await stockOf(mug.id)).toBe(0);

    // Later changes of the address book and of the price leave the purchase as it was.
    await call(shop.server, orders.updateAddress, {
      params: address,
      token: buyer.access,
      body: { city: 'Quito' },
    });
    await call(shop.server, productEditing.updateProduct, {
      params: shirt,
      token: shop.seller.access,
      body: { price: '99.00' },
    });
    const again = (await read(purchase.purchase_id)).body;
    expect(again.shipping_address?.city).toBe(address.city);
    expect(again.items[0]?.unit_price).toBe('25.90');
  });

  it('refuses what cannot be bought, naming the product or field', async () => {
    const mine = await createdProduct(shop.server, buyer.access);
    const waiting = await createdProduct(shop.server, shop.seller.access);
    const onSale = await product({ quantity: 2 });
    const address = await createdAddress(shop.server, buyer.access);
    const body = (items: unknown, extra: Record<string, unknown> = {}) => ({
      items,
      shipping_address: address.id,
      payment_method: 'card',
      ...extra,
    });
    const cases: [unknown, number, unknown][] = [
      [
        body([{ product: waiting.id, quantity: 1 }]),
        400,
        { 'items.0.product': ['This product is not on sale.'] },
      ],
      [
        body([
          { product: onSale.id, quantity: 1 },
          { product: 99999999, quantity: 1 },
        ]),
        400,
        { 'items.1.product': ['This product is not on sale.'] },
      ],
      [
        body([{ product: onSale.id, quantity: 0 }]),
        400,
        { 'items.0.quantity': ['Enter a quantity from 1 to 1000000.'] },
      ],
      [
        body([
          { product: onSale.id, quantity: 1 },
          { product: onSale.id, quantity: 1 },
        ]),
        400,
        { items: ['List each product once.'] },
      ],
      [body([]), 400, undefined],
      [
        body([{ product: onSale.id, quantity: 1 }], { partner_name: 'nobody_here_at_all' }),
        400,
        { partner_name: ['No user has this username.'] },
      ],
      [body([{ product: onSale.id, quantity: 1 }], { payment_method: 'cash' }), 400, undefined],
      [body([{ product: onSale.id, quantity: 1.5 }]), 400, undefined],
      [
        body([{ product: onSale.id, quantity: 3 }]),
        409,
        { code: 'insufficient_stock', product: onSale.id },
      ],
      [
        body([{ product: onSale.id, quantity: 1 }], { shipping_address: null }),
        400,
        { code: 'address_required', detail: 'You must select or create a valid address!' },
      ],
      [[], 400, undefined],
    ];
    for (const [sent, status, expected] of cases) {
      const answer = await postPurchase(shop.server, buyer.access, sent as Record<string, unknown>);
      expect(answer.status, JSON.stringify(sent)).toBe(status);
      if (expected) expect(answer.body).toMatchObject(expected as object);
    }
    // Someone else's address counts as none.
    const theirs = await createdAddress(shop.server, shop.seller.access);
    const stranger = await postPurchase(
      shop.server,
      buyer.access,
      body([{ product: onSale.id, quantity: 1 }], { shipping_address: theirs.id }),
    );
    expect(stranger.body).toMatchObject({ code: 'address_required' });
    // Buying one's own product: only once approved is it on sale at all.
    await call(shop.server, productEditing.setProductStatus, {
      params: mine,
      token: shop.admin,
      body: { status: 'approved' },
    });
    const own = await postPurchase(
      shop.server,
      buyer.access,
      body([{ product: mine.id, quantity: 1 }]),
    );
    expect(own.body).toEqual({ 'items.0.product': ['You cannot buy your own product.'] });
    expect(await stockOf(onSale.id)).toBe(2);
  });

  it('lists and reads own purchases only; administrators read any', async () => {
    const someone = await registerUser(shop.server);
    const lamp = await product({ name: 'Lámpara de sal', quantity: 10 });
    const address = await createdAddress(shop.server, someone.access);
    const purchase = await createdPurchase(shop.server, someone.access, {
      items: [{ product: lamp.id, quantity: 1 }],
      shipping_address: address.id,
    });
    const mine = await list({ search: 'lampara' }, someone.access);
    expect(mine.body.count).toBe(0);
    const byName = await list({ search: 'lámpara', status: 'pending_payment' }, someone.access);
    expect(byName.body.results.map((item) => item.purchase_id)).toEqual([purchase.purchase_id]);
    const byNumber = await list({ search: `#${purchase.purchase_id}` }, someone.access);
    expect(byNumber.body.count).toBe(1);
    const othersList = await list({ search: 'lámpara' }, buyer.access);
    expect(othersList.body.count).toBe(0);
    expect((await read(purchase.purchase_id, buyer.access)).status).toBe(404);
    expect((await read(purchase.purchase_id, shop.seller.access)).status).toBe(404);
    expect((await read(purchase.purchase_id, shop.admin)).status).toBe(200);
    const all = await list({ search: someone.username }, shop.admin, orders.adminPurchases);
    expect(all.body.results.map((item) => item.purchase_id)).toEqual([purchase.purchase_id]);
    expect((await call(shop.server, orders.adminPurchases, { token: someone.access })).status).toBe(
      403,
    );
    expect(
      (
        await call(shop.server, orders.purchases, {
          query: { status: 'lost' },
          token: someone.access,
        })
      ).status,
    ).toBe(400);
  });

  it('pays by card: a test token pays once, a declined card leaves it to try again', async () => {
    const book = await product({ name: 'Cuaderno', quantity: 4 });
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: book.id, quantity: 1 }],
      shipping_address: address.id,
    });
    const declined = await verify(purchase.purchase_id, {
      token: await cardToken(shop.server, buyer.access, DECLINED_CARD),
    });
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({
      code: 'transaction_error',
      detail: 'Error to create transaction',
    });
    expect((await read(purchase.purchase_id)).body.status).toBe('pending_payment');

    const token = await cardToken(shop.server, buyer.access);
    const paid = await verify(purchase.purchase_id, { token });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'approved', transaction: { status: 'paid' } });
    expect(paid.body.items[0]?.sale_status).toBe('approved');
    expect(
      (await verify(purchase.purchase_id, { token: await cardToken(shop.server, buyer.access) }))
        .status,
    ).toBe(409);
    // The token is spent: it pays nothing else.
    const second = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: book.id, quantity: 1 }],
      shipping_address: address.id,
    });
    expect((await verify(second.purchase_id, { token })).body).toMatchObject({
      code: 'payment_token_invalid',
    });
    expect((await verify(second.purchase_id, {})).body).toEqual({
      'verification_data.token': ['This field is required.'],
    });
    expect((await verify(second.purchase_id, { token: 'x' }, shop.seller.access)).status).toBe(404);

    const [buyerMail] = await mailTo(buyer.email);
    expect(buyerMail?.subject).toContain(`#${purchase.purchase_id}`);
    const [sellerMail] = await mailTo(shop.seller.email);
    expect(sellerMail?.text).toContain('1 × Cuaderno');
  });

  it('refuses test cards that are not valid, and takes none without a session', async () => {
    const card = (overrides: Record<string, unknown>) =>
      call(shop.server, payments.testPaymentToken, {
        token: buyer.access,
        body: {
          number: '4242424242424242',
          exp_month: 1,
          exp_year: 2099,
          cvc: '123',
          ...overrides,
        },
      });
    expect((await card({ number: '4242424242424241' })).body).toEqual({
      number: ['Enter a valid card number.'],
    });
    expect((await card({ exp_year: 2020 })).body).toEqual({ exp_year: ['This card has expired.'] });
    expect((await card({ exp_month: 13, cvc: '12' })).status).toBe(400);
    expect((await card({})).status).toBe(200);
    expect((await call(shop.server, payments.testPaymentToken, { body: {} })).status).toBe(401);
  });

  it('takes bank transfers for an administrator to approve or refuse', async () => {
    const chair = await product({ name: 'Silla', quantity: 3 });
    const address = await createdAddress(shop.server, buyer.access);
    const order = (quantity: number) =>
      createdPurchase(shop.server, buyer.access, {
        items: [{ product: chair.id, quantity }],
        shipping_address: address.id,
        payment_method: 'bank_transfer',
      });
    const first = await order(1);
    expect(first.transaction.instructions).toContain(
      `PLAZA-${String(first.purchase_id).padStart(6, '0')}`,
    );
    expect((await review(first.purchase_id, { status: 'approved' })).status).toBe(409);
    const submitted = await verify(first.purchase_id, { reference: 'TRF-778812' });
    expect(submitted.body).toMatchObject({
      status: 'pending_approval',
      transaction: { status: 'pending_approval', reference: 'TRF-778812' },
    });
    const [adminMail] = await mailTo(ADMIN.ADMIN_EMAIL);
    expect(adminMail?.text).toContain('TRF-778812');
    expect((await review(first.purchase_id, { status: 'approved' }, buyer.access)).status).toBe(
      403,
    );
    const approved = await review(first.purchase_id, { status: 'approved', note: 'Recibida' });
    expect(approved.body).toMatchObject({
      status: 'approved',
      note: 'Recibida',
      transaction: { status: 'paid' },
    });
    expect((await review(first.purchase_id, { status: 'approved' })).status).toBe(409);

    const second = await order(2);
    expect(await stockOf(chair.id)).toBe(0);
    await verify(second.purchase_id, { reference: 'TRF-1' });
    const refused = await review(second.purchase_id, { status: 'refused', note: 'No llegó' });
    expect(refused.body).toMatchObject({ status: 'refused', transaction: { status: 'refused' } });
    expect(await stockOf(chair.id)).toBe(2);
    const [refusal] = await mailTo(buyer.email);
    expect(refusal?.text).toContain('No llegó');
    expect((await buyerStatus(second.purchase_id, 'cancelled')).status).toBe(409);
    expect((await review(999999, { status: 'approved' })).status).toBe(404);
  });

  it('closes the payment window: expired, stock released exactly once, transaction_expired', async () => {
    const vase = await product({ name: 'Jarrón', quantity: 5 });
    const address = await createdAddress(shop.server, buyer.access);
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: vase.id, quantity: 2 }],
      shipping_address: address.id,
    });
    expect(await stockOf(vase.id)).toBe(3);
    await expireNow(purchase.purchase_id);
    const reads = await Promise.all([
      read(purchase.purchase_id),
      read(purchase.purchase_id),
      list({}, buyer.access),
      buyerStatus(purchase.purchase_id, 'cancelled'),
    ]);
    expect(reads[0].body.status).toBe('expired');
    expect(reads[0].body.transaction.status).toBe('expired');
    expect(reads[3].status).toBe(409);
    expect(await stockOf(vase.id)).toBe(5);
    const late = await verify(purchase.purchase_id, {
      token: await cardToken(shop.server, buyer.access),
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'transaction_expired',
      detail: 'Transaction expired!',
    });
    expect(await stockOf(vase.id)).toBe(5);

    // Paying past the window, before any read noticed: refused, and expired by that very call.
    const other = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: vase.id, quantity: 1 }],
      shipping_address: address.id,
    });
    await expireNow(other.purchase_id);
    expect(
      (await verify(other.purchase_id, { token: await cardToken(shop.server, buyer.access) })).body,
    ).toMatchObject({ code: 'transaction_expired' });
    expect((await read(other.purchase_id)).body.status).toBe('expired');
    expect(await stockOf(vase.id)).toBe(5);
  });

  it('runs the sales: preparing, sent with tracking, then received; other moves are 409', async () => {
    const lamp = await product({ name: 'Lámpara', quantity: 5 });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: lamp.id, quantity: 1 },
    ]);
    const saleId = purchase.items[0]?.sale_id ?? 0;
    expect((await buyerStatus(purchase.purchase_id, 'received')).status).toBe(409);
    expect((await saleStatus(saleId, { status: 'sent' })).status).toBe(409);
    expect((await saleStatus(saleId, { status: 'preparing' }, buyer.access)).status).toBe(404);
    expect((await saleStatus(saleId, { status: 'approved' })).status).toBe(400);
    const preparing = await saleStatus(saleId, { status: 'preparing' });
    expect(preparing.body).toMatchObject({
      status: 'preparing',
      buyer: { username: buyer.username },
    });
    expect((await saleStatus(saleId, { status: 'preparing' })).status).toBe(409);
    const sent = await saleStatus(saleId, { status: 'sent', tracking_code: 'GUIA-4411' });
    expect(sent.body).toMatchObject({ status: 'sent', tracking_code: 'GUIA-4411' });
    const [shipped] = await mailTo(buyer.email);
    expect(shipped?.text).toContain('GUIA-4411');
    expect((await buyerStatus(purchase.purchase_id, 'cancelled')).status).toBe(409);
    expect((await buyerStatus(purchase.purchase_id, 'received', shop.seller.access)).status).toBe(
      404,
    );
    const received = await buyerStatus(purchase.purchase_id, 'received');
    expect(received.body).toMatchObject({
      status: 'received',
      items: [{ sale_status: 'received' }],
    });
    expect((await buyerStatus(purchase.purchase_id, 'received')).status).toBe(409);
    const list = await call<SalePage>(shop.server, orders.sales, {
      query: { status: 'received', search: buyer.username },
      token: shop.seller.access,
    });
    expect(list.body.results.map((sale) => sale.id)).toContain(saleId);
  });

  it('shows the least advanced sale and refuses cancelling once one is sent', async () => {
    const other = await registerUser(shop.server);
    const mine = await product({ quantity: 5 });
    const theirs = await approvedProduct(shop.server, other.access, shop.admin, { quantity: 5 });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: mine.id, quantity: 1 },
      { product: theirs.id, quantity: 2 },
    ]);
    const [mineItem, theirItem] = purchase.items;
    await saleStatus(mineItem?.sale_id ?? 0, { status: 'preparing' });
    await saleStatus(mineItem?.sale_id ?? 0, { status: 'sent' });
    expect((await saleStatus(theirItem?.sale_id ?? 0, { status: 'preparing' })).status).toBe(404);
    await saleStatus(theirItem?.sale_id ?? 0, { status: 'preparing' }, other.access);
    expect((await read(purchase.purchase_id)).body.status).toBe('preparing');
    expect((await buyerStatus(purchase.purchase_id, 'cancelled')).status).toBe(409);
    expect(await stockOf(theirs.id)).toBe(3);
  });

  it('cancels before anything is sent and puts the stock back', async () => {
    const pen = await product({ quantity: 4 });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: pen.id, quantity: 3 },
    ]);
    expect(await stockOf(pen.id)).toBe(1);
    const cancelled = await buyerStatus(purchase.purchase_id, 'cancelled');
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(pen.id)).toBe(4);
    expect((await buyerStatus(purchase.purchase_id, 'cancelled')).status).toBe(409);
    expect(await stockOf(pen.id)).toBe(4);
  });

  it('sends digital sales when paid and lets only their buyer download the file', async () => {
    const form = productForm(
      productFields({
        name: 'Curso de guitarra',
        is_digital: true,
        shipping_price: '0',
        quantity: 10,
      }),
      [await photo()],
      { digital_file: Buffer.from('digital') },
    );
    const created = await call<Product>(shop.server, productEditing.createProduct, {
      token: shop.seller.access,
      body: form,
    });
    expect(created.status).toBe(201);
    const course = created.body;
    await call(shop.server, productEditing.setProductStatus, {
      params: course,
      token: shop.admin,
      body: { status: 'approved' },
    });
    const purchase = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: course.id, quantity: 1 }],
    });
    expect(purchase.shipping_address).toBeNull();
    const item = purchase.items[0];
    const params = { id: purchase.purchase_id, itemId: item!.id };
    const download = (token: string) => call(shop.server, orders.downloadItem, { params, token });
    const path = pathOf(orders.downloadItem, params);
    expect((await download(buyer.access)).status).toBe(404);
    const paid = await payByCard(shop.server, buyer.access, purchase.purchase_id);
    expect(paid.status).toBe('sent');
    expect(paid.items[0]?.download).toBe(`${shop.server.url}/api/${path}`);
    const response = await fetch(`${shop.server.url}/api/${path}`, {
      headers: { Authorization: `Bearer ${buyer.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Curso de guitarra.bin"; filename*=UTF-8''Curso%20de%20guitarra.bin`,
    );
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('digital');
    expect((await download(shop.seller.access)).status).toBe(404);
    expect((await download(shop.admin)).status).toBe(404);
  });

  it('splits each sale into fee, commissions and net amount when it is made', async () => {
    const member = await registerUser(shop.server);
    await shop
      .db()
      .update(users)
      .set({ hasMembership: true })
      .where(eq(users.username, member.username));
    const network = await product({ price: '19.99', shipping_price: '1.00', quantity: 10 });
    await call(shop.server, productEditing.setProductNetwork, {
      params: network,
      token: shop.admin,
      body: { is_tct_product: true },
    });
    const plain = await approvedProduct(shop.server, member.access, shop.admin, {
      price: '10.00',
      shipping_price: '0',
      quantity: 5,
    });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: network.id, quantity: 3 },
      { product: plain.id, quantity: 1 },
    ]);
    const sales = async (token: string) =>
      (
        await call<SalePage>(shop.server, orders.sales, {
          query: { search: `#${purchase.purchase_id}` },
          token,
        })
      ).body.results;
    // 3 × 19.99 = 59.97; fee 10 % = 6.00 (5.997 half up); levels 10 % = 6.00 and 5.5 % = 3.30.
    expect(await sales(shop.seller.access)).toMatchObject([
      {
        subtotal: '59.97',
        shipping: '3.00',
        fee: '6.00',
        commissions: '9.30',
        net_amount: '47.67',
      },
    ]);
    // A seller with membership pays no fee; a product outside the network pays no commissions.
    expect(await sales(member.access)).toMatchObject([
      {
        subtotal: '10.00',
        shipping: '0.00',
        fee: '0.00',
        commissions: '0.00',
        net_amount: '10.00',
      },
    ]);
  });

  it('counts what waits for each user, and archives a purchased product on delete', async () => {
    const fresh = await registerUser(shop.server);
    const maker = await registerUser(shop.server);
    const cup = await approvedProduct(shop.server, maker.access, shop.admin, { quantity: 5 });
    // Paid first: a cup waiting for payment would hold up a second purchase of it (unpaid-twin.ts).
    const paid = await paidPurchase(shop.server, fresh.access, [{ product: cup.id, quantity: 1 }]);
    const address = await createdAddress(shop.server, fresh.access);
    await createdPurchase(shop.server, fresh.access, {
      items: [{ product: cup.id, quantity: 1 }],
      shipping_address: address.id,
    });
    const pending = async (token: string) =>
      (await call<User>(shop.server, account.user, { token })).body.pending;
    // Nobody here has questions to answer or messages to read.
    const waiting = (purchases: number, sales: number) => ({
      purchases,
      sales,
      questions: 0,
      messages: 0,
      claims: 0,
    });
    expect(await pending(fresh.access)).toEqual(waiting(1, 0));
    expect(await pending(maker.access)).toEqual(waiting(0, 1));
    await saleStatus(paid.items[0]?.sale_id ?? 0, { status: 'preparing' }, maker.access);
    await saleStatus(paid.items[0]?.sale_id ?? 0, { status: 'sent' }, maker.access);
    expect(await pending(fresh.access)).toEqual(waiting(2, 0));
    expect(await pending(maker.access)).toEqual(waiting(0, 0));
    const reviews = (await pending(shop.admin)).reviews ?? -1;
    expect(reviews).toBeGreaterThanOrEqual(1);

    const mine = await call<Product>(shop.server, catalogue.product, {
      params: { id: cup.id },
      token: maker.access,
    });
    expect(mine.body.has_purchases).toBe(true);
    expect(
      (
        await call(shop.server, productEditing.deleteProduct, {
          params: cup,
          token: maker.access,
        })
      ).status,
    ).toBe(204);
    expect(
      (await call(shop.server, catalogue.product, { params: cup, token: shop.admin })).status,
    ).toBe(404);
    expect((await read(paid.purchase_id, fresh.access)).body.items[0]?.product.id).toBe(cup.id);
  });
});
