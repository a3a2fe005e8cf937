import { claimEndpoints as claims, type Claim, type Endpoint } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims as claimRows, paymentRefunds, users } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { deadlinePassed, openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { useShop } from '../support/shop.js';

/*
 * A claim's steps after it opens (docs/api.md, Claims): each by its party, from the statuses the
 * state machine allows, with its notifications, and the refunds of those that give money back.
 */
describe('a claim’s steps', () => {
  const shop = useShop({ product: { price: '20.00', shipping_price: '5.00', quantity: 100 } });
  let buyer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([registerUser(shop.server), registerUser(shop.server)]);
  });

  /** A new claim about a new sent sale, and the sale's total. */
  const newClaim = async () => {
    const { purchase, saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    return { claim: await openedClaim(shop.server, buyer, saleId), total: purchase.total };
  };
  /** `endpoint`'s step on claim `id` as `token`'s user: the raw answer. */
  const step = (endpoint: Endpoint, token: string, id: number, body?: unknown) =>
    call<Claim>(shop.server, endpoint, { params: { id }, token, body });
  const refundOf = async (claimId: number) => {
    const [refund] = await shop
      .db()
      .select({ amount: paymentRefunds.amount, saleId: paymentRefunds.saleId })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.claimId, claimId));
    return refund;
  };
  const lastOf = async (user: TestUser, kind: 'claim_updated' | 'claim_resolved') =>
    (await notificationsOf(shop.server, user, kind))[0];

  it('ends with the seller’s full refund of the sale, told to both', async () => {
    const { claim, total } = await newClaim();
    const answer = await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'refund_full',
    });
    expect(bodyOf(answer, 200)).toMatchObject({
      status: 'resolved',
      outcome: 'refund_full',
      refund_amount: total,
      deadline: null,
    });
    expect(await refundOf(claim.id)).toEqual({ amount: 2500, saleId: claim.sale_id });
    for (const user of [buyer, shop.seller]) {
      expect((await lastOf(user, 'claim_resolved'))?.params).toEqual({
        claim_id: claim.id,
        sale_id: claim.sale_id,
        purchase_id: claim.purchase_id,
        outcome: 'refund_full',
        refund_amount: '25.00',
      });
    }
  });

  it('refunds in full what a sale’s earlier claim did not', async () => {
    const { claim } = await newClaim();
    expect(claim.refundable).toBe('25.00');
    await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '5.00',
    });
    const accepted = bodyOf(await step(claims.acceptClaimOffer, buyer.access, claim.id), 200);
    expect(accepted.refundable).toBe('20.00');
    const again = await openedClaim(shop.server, buyer, claim.sale_id);
    expect(again.refundable).toBe('20.00');
    const answer = await step(claims.respondToClaim, shop.seller.access, again.id, {
      action: 'refund_full',
    });
    expect(bodyOf(answer, 200)).toMatchObject({
      outcome: 'refund_full',
      refund_amount: '20.00',
      refundable: '0.00',
    });
    expect(await refundOf(again.id)).toEqual({ amount: 2000, saleId: claim.sale_id });
  });

  it('bounds an offer and a partial decision by what earlier claims left, so an offer accepted refunds', async () => {
    const { claim } = await newClaim();
    await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '5.00',
    });
    bodyOf(await step(claims.acceptClaimOffer, buyer.access, claim.id), 200);
    const again = await openedClaim(shop.server, buyer, claim.sale_id);
    const offer = (amount: string) =>
      step(claims.respondToClaim, shop.seller.access, again.id, {
        action: 'offer_partial',
        amount,
      });
    const tooMuch = await offer('20.00');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ amount: [expect.stringContaining('below 20.00')] });
    bodyOf(await offer('19.99'), 200);
    const accepted = bodyOf(await step(claims.acceptClaimOffer, buyer.access, again.id), 200);
    expect(accepted).toMatchObject({ outcome: 'refund_partial', refund_amount: '19.99' });
    expect(await refundOf(again.id)).toEqual({ amount: 1999, saleId: claim.sale_id });
    const third = await openedClaim(shop.server, buyer, claim.sale_id);
    await deadlinePassed(shop.db(), third.id);
    bodyOf(await step(claims.escalateClaim, buyer.access, third.id), 200);
    const decided = await step(claims.decideClaim, shop.admin, third.id, {
      outcome: 'refund_partial',
      amount: '0.01',
    });
    expect(decided.status).toBe(400);
    expect(decided.body).toEqual({ amount: [expect.stringContaining('below 0.01')] });
  });

  it('refuses to resolve with a refund a claim whose sale was refunded in full already', async () => {
    const { claim } = await newClaim();
    bodyOf(
      await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'refund_full' }),
      200,
    );
    // A claim opened before opening checked what was left (open.test.ts now refuses it).
    const [late] = await shop
      .db()
      .insert(claimRows)
      .values({ saleId: claim.sale_id, reason: 'damaged', text: 'Otra vez', photos: [] })
      .returning({ id: claimRows.id });
    const full = await step(claims.respondToClaim, shop.seller.access, late!.id, {
      action: 'refund_full',
    });
    expect([full.status, full.body]).toMatchObject([409, { code: 'nothing_to_refund' }]);
    const offered = await step(claims.respondToClaim, shop.seller.access, late!.id, {
      action: 'offer_partial',
      amount: '1.00',
    });
    expect([offered.status, offered.body]).toMatchObject([409, { code: 'nothing_to_refund' }]);
    expect(bodyOf(await step(claims.claim, buyer.access, late!.id), 200)).toMatchObject({
      status: 'open',
      refundable: '0.00',
    });
    expect(await refundOf(late!.id)).toBeUndefined();
  });

  it('checks the claim’s status before what a step carries: 409, not 400', async () => {
    const { claim } = await newClaim();
    const decided = await step(claims.decideClaim, shop.admin, claim.id, {
      outcome: 'refund_partial',
      amount: '99.00',
    });
    expect([decided.status, decided.body]).toMatchObject([409, { code: 'claim_not_escalated' }]);
    await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'request_return' });
    const offered = await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '99.00',
    });
    expect([offered.status, offered.body]).toMatchObject([409, { code: 'invalid_status' }]);
  });

  it('lets an administrator who is a party act only as that party, not decide it', async () => {
    const adminBuyer = await registerUser(shop.server);
    const promote = (user: TestUser, isAdmin: boolean) =>
      shop.db().update(users).set({ isAdmin }).where(eq(users.email, user.email));
    await promote(adminBuyer, true);
    const { saleId } = await sentSale(shop.server, adminBuyer, shop.seller, shop.product);
    const claim = await openedClaim(shop.server, adminBuyer, saleId);
    await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'request_return' });
    bodyOf(await step(claims.escalateClaim, adminBuyer.access, claim.id), 200);
    const decide = (token: string) =>
      step(claims.decideClaim, token, claim.id, { outcome: 'refund_full' });
    expect((await decide(adminBuyer.access)).status).toBe(403);
    await promote(shop.seller, true);
    try {
      expect((await decide(shop.seller.access)).status).toBe(403);
    } finally {
      await promote(shop.seller, false);
    }
    expect(bodyOf(await decide(shop.admin), 200).outcome).toBe('refund_full');
  });

  it('takes one partial offer below the sale’s total, which the buyer accepts', async () => {
    const { claim } = await newClaim();
    const offer = (amount: string) =>
      step(claims.respondToClaim, shop.seller.access, claim.id, {
        action: 'offer_partial',
        amount,
      });
    expect((await offer('25.00')).status).toBe(400);
    expect((await offer('0')).status).toBe(400);
    expect(
      (await step(claims.respondToClaim, buyer.access, claim.id, { action: 'refund_full' })).status,
    ).toBe(403);
    const offered = bodyOf(await offer('7.50'), 200);
    expect(offered).toMatchObject({ status: 'offered', offer_amount: '7.50' });
    // The buyer's week to answer.
    const days = (Date.parse(offered.deadline!) - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect((await lastOf(buyer, 'claim_updated'))?.params).toMatchObject({
      claim_id: claim.id,
      status: 'offered',
    });
    const second = await offer('5.00');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'offer_already_made' });
    expect((await step(claims.acceptClaimOffer, shop.seller.access, claim.id)).status).toBe(403);
    const accepted = bodyOf(await step(claims.acceptClaimOffer, buyer.access, claim.id), 200);
    expect(accepted).toMatchObject({ outcome: 'refund_partial', refund_amount: '7.50' });
    expect(await refundOf(claim.id)).toEqual({ amount: 750, saleId: claim.sale_id });
    expect((await lastOf(shop.seller, 'claim_resolved'))?.params).toMatchObject({
      outcome: 'refund_partial',
      refund_amount: '7.50',
    });
    const again = await step(claims.acceptClaimOffer, buyer.access, claim.id);
    expect([again.status, again.body]).toMatchObject([409, { code: 'invalid_status' }]);
  });

  it('asks for the item back, and refunds it all once the seller has it', async () => {
    const { claim } = await newClaim();
    const asked = await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'request_return',
    });
    expect(bodyOf(asked, 200).status).toBe('return_requested');
    expect((await step(claims.claimReturnReceived, shop.seller.access, claim.id)).status).toBe(409);
    const code = { tracking_code: 'DEV-123' };
    expect((await step(claims.claimReturnSent, shop.seller.access, claim.id, code)).status).toBe(
      403,
    );
    const sent = bodyOf(await step(claims.claimReturnSent, buyer.access, claim.id, code), 200);
    expect(sent).toMatchObject({ status: 'return_sent', return_tracking_code: 'DEV-123' });
    // The seller's week to mark it received.
    expect((Date.parse(sent.deadline!) - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
    expect((await lastOf(shop.seller, 'claim_updated'))?.params).toMatchObject({
      claim_id: claim.id,
      status: 'return_sent',
    });
    expect((await step(claims.claimReturnReceived, buyer.access, claim.id)).status).toBe(403);
    const received = bodyOf(
      await step(claims.claimReturnReceived, shop.seller.access, claim.id),
      200,
    );
    expect(received).toMatchObject({ outcome: 'refund_full', refund_amount: '25.00' });
    expect(await refundOf(claim.id)).toEqual({ amount: 2500, saleId: claim.sale_id });
  });

  it('goes to an administrator, who decides it only once escalated', async () => {
    const { claim } = await newClaim();
    const decide = (body: unknown) => step(claims.decideClaim, shop.admin, claim.id, body);
    const early = await decide({ outcome: 'rejected' });
    expect([early.status, early.body]).toMatchObject([409, { code: 'claim_not_escalated' }]);
    const pending = await step(claims.escalateClaim, buyer.access, claim.id);
    expect([pending.status, pending.body]).toMatchObject([409, { code: 'claim_response_pending' }]);
    await deadlinePassed(shop.db(), claim.id);
    expect((await step(claims.escalateClaim, shop.seller.access, claim.id)).status).toBe(403);
    const escalated = bodyOf(await step(claims.escalateClaim, buyer.access, claim.id), 200);
    expect(escalated).toMatchObject({ status: 'escalated', deadline: null });
    expect((await lastOf(shop.seller, 'claim_updated'))?.params).toMatchObject({
      status: 'escalated',
    });
    const admins = await call<{ results: { kind: string; params: unknown; link: string }[] }>(
      shop.server,
      'GET',
      'notifications/?page_size=100',
      { token: shop.admin },
    );
    expect(bodyOf(admins, 200).results).toContainEqual(
      expect.objectContaining({
        kind: 'claim_updated',
        params: expect.objectContaining({ claim_id: claim.id, status: 'escalated' }),
        link: '/admin/claims',
      }),
    );
    expect(
      (await step(claims.decideClaim, buyer.access, claim.id, { outcome: 'rejected' })).status,
    ).toBe(403);
    expect((await decide({ outcome: 'refund_partial', amount: '25.00' })).status).toBe(400);
    expect((await decide({ outcome: 'refund_partial' })).status).toBe(400);
    const decided = bodyOf(
      await decide({ outcome: 'refund_partial', amount: '10.00', note: 'Mitad' }),
      200,
    );
    expect(decided).toMatchObject({
      status: 'resolved',
      outcome: 'refund_partial',
      refund_amount: '10.00',
      note: 'Mitad',
    });
    expect(await refundOf(claim.id)).toEqual({ amount: 1000, saleId: claim.sale_id });
    expect((await decide({ outcome: 'rejected' })).status).toBe(409);
  });

  it('is rejected by an administrator without a refund', async () => {
    const { claim } = await newClaim();
    await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'request_return' });
    bodyOf(await step(claims.escalateClaim, buyer.access, claim.id), 200);
    const rejected = await step(claims.decideClaim, shop.admin, claim.id, { outcome: 'rejected' });
    expect(bodyOf(rejected, 200)).toMatchObject({ outcome: 'rejected', refund_amount: null });
    expect(await refundOf(claim.id)).toBeUndefined();
    expect((await lastOf(buyer, 'claim_resolved'))?.params).toMatchObject({
      claim_id: claim.id,
      outcome: 'rejected',
      refund_amount: null,
    });
  });

  it('goes to an administrator from an offer, and is withdrawn while there', async () => {
    const { claim } = await newClaim();
    await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '3.00',
    });
    expect(bodyOf(await step(claims.escalateClaim, buyer.access, claim.id), 200).status).toBe(
      'escalated',
    );
    expect((await step(claims.escalateClaim, buyer.access, claim.id)).status).toBe(409);
    expect((await step(claims.acceptClaimOffer, buyer.access, claim.id)).status).toBe(409);
    const withdrawn = bodyOf(await step(claims.withdrawClaim, buyer.access, claim.id), 200);
    expect(withdrawn).toMatchObject({ outcome: 'withdrawn', offer_amount: '3.00' });
    expect(await refundOf(claim.id)).toBeUndefined();
  });

  it('is withdrawn by its buyer alone, before it is resolved', async () => {
    const { claim } = await newClaim();
    expect((await step(claims.withdrawClaim, shop.seller.access, claim.id)).status).toBe(403);
    expect((await step(claims.withdrawClaim, stranger.access, claim.id)).status).toBe(404);
    const withdrawn = bodyOf(await step(claims.withdrawClaim, buyer.access, claim.id), 200);
    expect(withdrawn).toMatchObject({
      status: 'resolved',
      outcome: 'withdrawn',
      refund_amount: null,
    });
    expect((await lastOf(shop.seller, 'claim_resolved'))?.params).toMatchObject({
      outcome: 'withdrawn',
      refund_amount: null,
    });
    expect((await step(claims.withdrawClaim, buyer.access, claim.id)).status).toBe(409);
    expect(
      (await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'refund_full' }))
        .status,
    ).toBe(409);
  });
});
