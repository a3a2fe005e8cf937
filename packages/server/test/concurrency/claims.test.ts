import { claimEndpoints as claims, type Claim } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims as claimRows, notifications, paymentRefunds } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { openedClaim, postClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { useShop } from '../support/shop.js';

/*
 * Claims raced on PostgreSQL (vitest.config.ts runs this file only there): a buyer's two tabs
 * opening a claim about one sale at once open one; an offer accepted twice at once refunds once
 * and tells each party once.
 */
describe('claims raced', () => {
  const shop = useShop({ product: { price: '20.00', quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  it('opens one claim of a sale asked twice at once', async () => {
    const { saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    const answers = await Promise.all(
      [1, 2, 3].map(() => postClaim(shop.server, buyer.access, saleId)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const rows = await shop.db().select().from(claimRows).where(eq(claimRows.saleId, saleId));
    expect(rows).toHaveLength(1);
  });

  it('refunds an offer accepted twice at once once', async () => {
    const { saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    const claim = await openedClaim(shop.server, buyer, saleId);
    const params = { id: claim.id };
    bodyOf(
      await call<Claim>(shop.server, claims.respondToClaim, {
        params,
        token: shop.seller.access,
        body: { action: 'offer_partial', amount: '5.00' },
      }),
      200,
    );
    const accept = () =>
      call<Claim>(shop.server, claims.acceptClaimOffer, { params, token: buyer.access });
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refunds = await shop
      .db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.claimId, claim.id));
    expect(refunds.map((refund) => refund.amount)).toEqual([500]);
    const resolved = await shop
      .db()
      .select()
      .from(notifications)
      .where(eq(notifications.key, `claim:${claim.id}:resolved`));
    expect(resolved).toHaveLength(2);
  });
});
