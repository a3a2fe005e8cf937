import { claimEndpoints as claims, type Claim, type Endpoint } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { useShop } from '../support/shop.js';
import { waitFor } from '../support/wait-for.js';

/*
 * A claim's mails (docs/api.md, Claims): the seller's when it opens, the other party's at each
 * step, both parties' when it ends, in their language, sent once the step is committed.
 */
describe('a claim’s mails', () => {
  const shop = useShop({ product: { price: '20.00', quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /** The latest mail to `user` whose subject is `subject`, once it has been sent. */
  const mailTo = (user: TestUser, subject: string) =>
    waitFor(`a mail "${subject}" to ${user.username}`, async () => {
      const mails = await shop.server.api.devMail(user.email);
      return mails.find((sent) => sent.subject === subject);
    });

  it('tells the seller it opened, the buyer of an offer, and both how it ended', async () => {
    const { purchase, saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    const number = purchase.purchase_id;
    const claim = await openedClaim(shop.server, buyer, saleId);
    const opened = await mailTo(shop.seller, `Reclamo sobre tu venta #${number}`);
    expect(opened.text).toContain(shop.seller.username);

    const step = (endpoint: Endpoint, token: string, body?: unknown) =>
      call<Claim>(shop.server, endpoint, { params: { id: claim.id }, token, body });
    const offer = { action: 'offer_partial', amount: '5.00' };
    bodyOf(await step(claims.respondToClaim, shop.seller.access, offer), 200);
    const offered = await mailTo(buyer, `Novedades del reclamo de la compra #${number}`);
    expect(offered.text).toContain('reembolso parcial');

    bodyOf(await step(claims.acceptClaimOffer, buyer.access), 200);
    for (const party of [buyer, shop.seller]) {
      const ended = await mailTo(party, `Terminó el reclamo de la compra #${number}`);
      expect(ended.text).toContain('reembolso parcial de US$ 5.00');
    }
  });
});
