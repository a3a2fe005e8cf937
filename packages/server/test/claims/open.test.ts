import {
  claimEndpoints as claims,
  orderEndpoints as orders,
  type Claim,
  type ClaimPage,
  type Purchase,
  type Sale,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { AUTO_RECEIVE_JOB, sentAgo } from '../support/auto-receive.js';
import { deadlinePassed, openedClaim, postClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { paidSale, postMessage } from '../support/messages.js';
import { notificationsOf } from '../support/notifications.js';
import { confirmReceipt } from '../support/purchase-flow.js';
import { useShop } from '../support/shop.js';

/*
 * Opening a claim and reading claims (docs/api.md, Claims): by the sale's buyer, while it is sent
 * or just received, one open at a time; what it holds back meanwhile (the automatic receipt) and
 * lets in (an administrator in the conversation of an escalated one).
 */
describe('opening and reading claims', () => {
  const shop = useShop({ product: { price: '20.00', shipping_price: '5.00', quantity: 100 } });
  let buyer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([registerUser(shop.server), registerUser(shop.server)]);
  });

  const sent = () => sentSale(shop.server, buyer, shop.seller, shop.product);
  const read = (token: string, id: number) =>
    call<Claim>(shop.server, claims.claim, { params: { id }, token });
  const list = (token: string, query: Record<string, string> = {}) =>
    call<ClaimPage>(shop.server, claims.claims, { token, query });
  const purchaseOf = async (purchaseId: number) =>
    bodyOf(
      await call<Purchase>(shop.server, orders.purchase, {
        params: { id: purchaseId },
        token: buyer.access,
      }),
      200,
    );

  it('is opened by the buyer of a sent sale, with the seller’s deadline, and tells the seller', async () => {
    const { purchase, saleId } = await sent();
    const claim = await openedClaim(shop.server, buyer, saleId);
    expect(claim).toMatchObject({
      sale_id: saleId,
      purchase_id: purchase.purchase_id,
      buyer: { username: buyer.username },
      seller: { username: shop.seller.username },
      reason: 'damaged',
      status: 'open',
      photos: [],
      outcome: null,
      refund_amount: null,
    });
    const hours = (Date.parse(claim.deadline!) - Date.now()) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);
    const [opened] = await notificationsOf(shop.server, shop.seller, 'claim_opened');
    expect(opened).toMatchObject({
      params: { claim_id: claim.id, sale_id: saleId, purchase_id: purchase.purchase_id },
      link: `/claims/${claim.id}`,
    });
    const item = (await purchaseOf(purchase.purchase_id)).items[0];
    expect(item?.claim).toEqual({ id: claim.id, status: 'open' });
    const sale = await call<Sale>(shop.server, orders.sale, {
      params: { id: saleId },
      token: shop.seller.access,
    });
    expect(bodyOf(sale, 200).claim).toEqual({ id: claim.id, status: 'open' });
  });

  it('is refused on someone else’s sale, to its seller, twice, and before the sale is sent', async () => {
    const { saleId } = await sent();
    expect((await postClaim(shop.server, stranger.access, saleId)).status).toBe(404);
    expect((await postClaim(shop.server, shop.seller.access, saleId)).status).toBe(403);
    await openedClaim(shop.server, buyer, saleId);
    const second = await postClaim(shop.server, buyer.access, saleId);
    expect([second.status, second.body]).toMatchObject([409, { code: 'claim_already_open' }]);
    const paid = await paidSale(shop.server, buyer, shop.product);
    const early = await postClaim(shop.server, buyer.access, paid.saleId);
    expect([early.status, early.body]).toMatchObject([409, { code: 'claim_not_available' }]);
  });

  it('is refused once earlier claims refunded all of the sale, not while some is left', async () => {
    const partly = await sent();
    const whole = await sent();
    for (const [{ saleId }, body] of [
      [partly, { action: 'offer_partial', amount: '24.99' }],
      [whole, { action: 'refund_full' }],
    ] as const) {
      const { id } = await openedClaim(shop.server, buyer, saleId);
      const respond = { params: { id }, token: shop.seller.access, body };
      bodyOf(await call(shop.server, claims.respondToClaim, respond), 200);
      if (body.action === 'offer_partial') {
        const accept = { params: { id }, token: buyer.access };
        bodyOf(await call(shop.server, claims.acceptClaimOffer, accept), 200);
      }
    }
    expect((await postClaim(shop.server, buyer.access, partly.saleId)).status).toBe(201);
    const refused = await postClaim(shop.server, buyer.access, whole.saleId);
    expect([refused.status, refused.body]).toMatchObject([409, { code: 'nothing_to_refund' }]);
  });

  it('opens within CLAIM_WINDOW_DAYS of receipt, not after', async () => {
    const late = await sent();
    const recent = await sent();
    for (const { purchase } of [late, recent]) {
      expect((await confirmReceipt(shop.server, buyer, purchase.purchase_id)).status).toBe(200);
    }
    await shop
      .db()
      .update(sales)
      .set({ updatedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sales.id, late.saleId));
    const refused = await postClaim(shop.server, buyer.access, late.saleId);
    expect([refused.status, refused.body]).toMatchObject([409, { code: 'claim_not_available' }]);
    expect((await postClaim(shop.server, buyer.access, recent.saleId)).status).toBe(201);
  });

  it('is read by its buyer, its seller and administrators, and by nobody else', async () => {
    const { saleId } = await sent();
    const claim = await openedClaim(shop.server, buyer, saleId);
    for (const token of [buyer.access, shop.seller.access, shop.admin]) {
      expect(bodyOf(await read(token, claim.id), 200).id).toBe(claim.id);
    }
    expect((await read(stranger.access, claim.id)).status).toBe(404);
    expect((await read(buyer.access, 999_999)).status).toBe(404);
  });

  it('lists each party’s claims by role and status, and the administrators’ escalated first', async () => {
    const { saleId } = await sent();
    const claim = await openedClaim(shop.server, buyer, saleId);
    const ids = (page: ClaimPage) => page.results.map((result) => result.id);
    const asBuyer = bodyOf(await list(buyer.access, { role: 'buyer' }), 200);
    expect(ids(asBuyer)[0]).toBe(claim.id);
    expect(bodyOf(await list(buyer.access, { role: 'seller' }), 200).count).toBe(0);
    expect(ids(bodyOf(await list(shop.seller.access, { role: 'seller' }), 200))).toContain(
      claim.id,
    );
    expect(bodyOf(await list(stranger.access), 200).count).toBe(0);
    const resolved = bodyOf(await list(buyer.access, { status: 'resolved' }), 200);
    expect(resolved.results.every((result) => result.status === 'resolved')).toBe(true);
    expect(ids(resolved)).not.toContain(claim.id);

    const older = await openedClaim(shop.server, buyer, (await sent()).saleId);
    await deadlinePassed(shop.db(), claim.id);
    bodyOf(
      await call<Claim>(shop.server, claims.escalateClaim, {
        params: { id: claim.id },
        token: buyer.access,
      }),
      200,
    );
    const queue = bodyOf(
      await call<ClaimPage>(shop.server, claims.adminClaims, { token: shop.admin }),
      200,
    );
    expect(queue.results[0]?.id).toBe(claim.id);
    expect(ids(queue)).toContain(older.id);
    expect((await call(shop.server, claims.adminClaims, { token: buyer.access })).status).toBe(403);
  });

  it('holds back the automatic receipt while it is open', async () => {
    const { purchase, saleId } = await sent();
    const claim = await openedClaim(shop.server, buyer, saleId);
    await sentAgo(shop.db(), purchase.purchase_id, '15 days');
    await shop.server.server.app.jobs.runOnce(AUTO_RECEIVE_JOB);
    expect((await purchaseOf(purchase.purchase_id)).status).toBe('sent');
    await call(shop.server, claims.withdrawClaim, {
      params: { id: claim.id },
      token: buyer.access,
    });
    await shop.server.server.app.jobs.runOnce(AUTO_RECEIVE_JOB);
    expect((await purchaseOf(purchase.purchase_id)).status).toBe('received');
  });

  it('lets an administrator write in the sale’s conversation once escalated', async () => {
    const { saleId } = await sent();
    const claim = await openedClaim(shop.server, buyer, saleId);
    const write = () => postMessage(shop.server, shop.admin, saleId, { text: 'Soy soporte' });
    expect((await write()).status).toBe(403);
    await deadlinePassed(shop.db(), claim.id);
    await call(shop.server, claims.escalateClaim, {
      params: { id: claim.id },
      token: buyer.access,
    });
    const written = await write();
    expect([written.status, written.body]).toMatchObject([201, { author: { role: 'admin' } }]);
    for (const party of [buyer, shop.seller]) {
      const [heard] = await notificationsOf(shop.server, party, 'message_received');
      expect(heard?.params).toMatchObject({ sale_id: saleId });
    }
  });
});
