import { claimEndpoints as claims, type Claim, type Endpoint, type Notification } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { deadlinePassed, openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { useShop } from '../support/shop.js';

/*
 * The claims' deadlines (docs/api.md, Claims): the sweep escalates a claim its seller left
 * unanswered or whose item sent back they never marked received, and withdraws one whose buyer let an offer or a return request go, once, whoever
 * sweeps. Time moves by dating the deadline back (support/claims.ts).
 */
describe('a claim’s deadline', () => {
  const shop = useShop({ product: { price: '20.00', quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  const sweep = () => shop.server.server.app.jobs.runOnce('claim-deadlines');
  const newClaim = async () =>
    openedClaim(
      shop.server,
      buyer,
      (await sentSale(shop.server, buyer, shop.seller, shop.product)).saleId,
    );
  const read = async (id: number) =>
    bodyOf(
      await call<Claim>(shop.server, claims.claim, { params: { id }, token: buyer.access }),
      200,
    );
  /** `endpoint`'s step on claim `id` as `token`'s user: the raw answer. */
  const step = (endpoint: Endpoint, token: string, id: number, body?: unknown) =>
    call<Claim>(shop.server, endpoint, { params: { id }, token, body });
  const aboutClaim = (notifications: Notification[], id: number) =>
    notifications.filter((notification) => notification.params.claim_id === id);

  it('escalates a claim its seller left unanswered, once, and tells both parties', async () => {
    const claim = await newClaim();
    const waiting = await newClaim();
    await sweep();
    expect((await read(claim.id)).status).toBe('open');
    await deadlinePassed(shop.db(), claim.id);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await read(claim.id)).toMatchObject({ status: 'escalated', deadline: null });
    expect((await read(waiting.id)).status).toBe('open');
    for (const party of [buyer, shop.seller]) {
      const updates = aboutClaim(
        await notificationsOf(shop.server, party, 'claim_updated'),
        claim.id,
      );
      expect(updates.map(({ params }) => params.status)).toEqual(['escalated']);
    }
  });

  /** A claim whose item its buyer sent back, as its seller asked. */
  const itemSentBack = async () => {
    const claim = await newClaim();
    await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'request_return' });
    const code = { tracking_code: 'DEV-9' };
    return bodyOf(await step(claims.claimReturnSent, buyer.access, claim.id, code), 200);
  };

  it('escalates a claim whose item sent back its seller never marked received', async () => {
    const claim = await itemSentBack();
    await sweep();
    expect((await read(claim.id)).status).toBe('return_sent');
    await deadlinePassed(shop.db(), claim.id);
    await Promise.all([sweep(), sweep()]);
    expect(await read(claim.id)).toMatchObject({ status: 'escalated', deadline: null });
    for (const party of [buyer, shop.seller]) {
      const updates = aboutClaim(
        await notificationsOf(shop.server, party, 'claim_updated'),
        claim.id,
      );
      expect(updates.map(({ params }) => params.status)).toContain('escalated');
    }
  });

  it('lets the buyer escalate an item sent back once the seller’s time to receive it is up', async () => {
    const claim = await itemSentBack();
    const early = await step(claims.escalateClaim, buyer.access, claim.id);
    expect([early.status, early.body]).toMatchObject([409, { code: 'claim_response_pending' }]);
    await deadlinePassed(shop.db(), claim.id);
    const escalated = await step(claims.escalateClaim, buyer.access, claim.id);
    expect(bodyOf(escalated, 200)).toMatchObject({ status: 'escalated', deadline: null });
  });

  it('withdraws an offer its buyer let go, and tells both how it ended', async () => {
    const claim = await newClaim();
    const offered = await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '5.00',
    });
    await deadlinePassed(shop.db(), bodyOf(offered, 200).id);
    await sweep();
    expect(await read(claim.id)).toMatchObject({ status: 'resolved', outcome: 'withdrawn' });
    for (const party of [buyer, shop.seller]) {
      const [ended] = aboutClaim(
        await notificationsOf(shop.server, party, 'claim_resolved'),
        claim.id,
      );
      expect(ended?.params).toMatchObject({ outcome: 'withdrawn', refund_amount: null });
    }
  });
});
