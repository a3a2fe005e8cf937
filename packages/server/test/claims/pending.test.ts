import {
  accountEndpoints as account,
  claimEndpoints as claims,
  type Claim,
  type Endpoint,
  type User,
} from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { useShop } from '../support/shop.js';

/*
 * `User.pending.claims` (docs/api.md, Claims): the claims whose next step is the caller's, counted
 * for the seller while open or returned, for the buyer while offered or asked back, and for every
 * administrator while escalated.
 */
describe('the claims waiting for each party', () => {
  const shop = useShop({ product: { price: '20.00', shipping_price: '5.00', quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  const claimsOf = async (token: string) =>
    bodyOf(await call<User>(shop.server, account.user, { token }), 200).pending.claims;
  /** The buyer's, the seller's and (less `adminBefore`) the administrator's counts. */
  const counts = async (adminBefore: number) => [
    await claimsOf(buyer.access),
    await claimsOf(shop.seller.access),
    (await claimsOf(shop.admin)) - adminBefore,
  ];
  const step = async (endpoint: Endpoint, token: string, id: number, body?: unknown) =>
    bodyOf(await call<Claim>(shop.server, endpoint, { params: { id }, token, body }), 200);
  const newClaim = async () => {
    const { saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    return openedClaim(shop.server, buyer, saleId);
  };

  it('follows an offer to an administrator’s decision', async () => {
    const adminBefore = await claimsOf(shop.admin);
    const claim = await newClaim();
    expect(await counts(adminBefore)).toEqual([0, 1, 0]);
    await step(claims.respondToClaim, shop.seller.access, claim.id, {
      action: 'offer_partial',
      amount: '5.00',
    });
    expect(await counts(adminBefore)).toEqual([1, 0, 0]);
    await step(claims.escalateClaim, buyer.access, claim.id);
    expect(await counts(adminBefore)).toEqual([0, 0, 1]);
    await step(claims.decideClaim, shop.admin, claim.id, { outcome: 'rejected' });
    expect(await counts(adminBefore)).toEqual([0, 0, 0]);
  });

  it('follows a return until the seller has the item back', async () => {
    const adminBefore = await claimsOf(shop.admin);
    const claim = await newClaim();
    await step(claims.respondToClaim, shop.seller.access, claim.id, { action: 'request_return' });
    expect(await counts(adminBefore)).toEqual([1, 0, 0]);
    await step(claims.claimReturnSent, buyer.access, claim.id, { tracking_code: 'RR1CO' });
    expect(await counts(adminBefore)).toEqual([0, 1, 0]);
    await step(claims.claimReturnReceived, shop.seller.access, claim.id);
    expect(await counts(adminBefore)).toEqual([0, 0, 0]);
  });
});
