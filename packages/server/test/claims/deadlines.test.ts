import { claimEndpoints as claims, type Claim, type Notification } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { deadlinePassed, openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { useShop } from '../support/shop.js';

/*
 * The claims' deadlines (docs/api.md, Claims): the sweep escalates a claim its seller left
 * unanswered and withdraws one whose buyer let an offer or a return request go, once, whoever
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

  it('withdraws an offer its buyer let go, and tells both how it ended', async () => {
    const claim = await newClaim();
    const offered = await call<Claim>(shop.server, claims.respondToClaim, {
      params: { id: claim.id },
      token: shop.seller.access,
      body: { action: 'offer_partial', amount: '5.00' },
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
