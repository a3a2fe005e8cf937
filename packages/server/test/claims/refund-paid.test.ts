import {
  accountEndpoints as account,
  claimEndpoints as claims,
  orderEndpoints as orders,
  type Claim,
  type ClaimPage,
  type Purchase,
  type User,
} from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { openedClaim, sentSale } from '../support/claims.js';
import { bodyOf, call } from '../support/http.js';
import { createdAddress, createdPurchase } from '../support/orders.js';
import { shipPurchase } from '../support/purchase-flow.js';
import { useShop } from '../support/shop.js';

/*
 * A claim's refund as its parties read it (`Claim.refund`), and a bank transfer's paid back by hand
 * by an administrator (docs/api.md, Claims): found in their queue by its refund, as their pending
 * reviews count it, and marked once.
 */
describe('a claim’s refund paid back by hand', () => {
  const shop = useShop({ product: { price: '15.00', shipping_price: '0.00', quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /** A claim about a sale paid by bank transfer, approved and sent. */
  const transferClaim = async () => {
    const address = await createdAddress(shop.server, buyer.access);
    const made = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: shop.product.id, quantity: 1 }],
      shipping_address: address.id,
      payment_method: 'bank_transfer',
    });
    const id = made.purchase_id;
    bodyOf(
      await call<Purchase>(shop.server, orders.verifyPayment, {
        params: { id },
        token: buyer.access,
        body: { verification_data: { reference: `TRF-${id}` } },
      }),
      200,
    );
    const approved = bodyOf(
      await call<Purchase>(shop.server, orders.reviewPurchase, {
        params: { id },
        token: shop.admin,
        body: { data: { status: 'approved' } },
      }),
      200,
    );
    await shipPurchase(shop.server, approved, [shop.seller]);
    return openedClaim(shop.server, buyer, approved.items[0]!.sale_id);
  };
  const refundFull = (claimId: number) =>
    call<Claim>(shop.server, claims.respondToClaim, {
      params: { id: claimId },
      token: shop.seller.access,
      body: { action: 'refund_full' },
    });
  const refundPaid = (id: number, token = shop.admin) =>
    call<Claim>(shop.server, claims.markClaimRefundPaid, { params: { id }, token });
  const read = async (id: number, token: string) =>
    bodyOf(await call<Claim>(shop.server, claims.claim, { params: { id }, token }), 200);
  /** The administrators' queue of claims whose refund is in `refund`: ids and count. */
  const queue = async (refund: 'manual' | 'succeeded') => {
    const page = bodyOf(
      await call<ClaimPage>(shop.server, claims.adminClaims, {
        token: shop.admin,
        query: { refund, page_size: 100 },
      }),
      200,
    );
    return { ids: page.results.map(({ id }) => id), count: page.count };
  };
  const pendingReviews = async () =>
    bodyOf(await call<User>(shop.server, account.user, { token: shop.admin }), 200).pending
      .reviews ?? -1;

  it('is manual for a bank transfer, read by both parties, counted and listed for administrators', async () => {
    const claim = await transferClaim();
    expect(claim.refund).toBeNull();
    const [reviewsBefore, manualBefore] = await Promise.all([pendingReviews(), queue('manual')]);

    const resolved = bodyOf(await refundFull(claim.id), 200);
    expect(resolved.refund).toMatchObject({ amount: '15.00', status: 'manual' });
    for (const party of [buyer.access, shop.seller.access]) {
      expect((await read(claim.id, party)).refund).toMatchObject({
        amount: '15.00',
        status: 'manual',
      });
    }
    // The count and the queue filtered by a manual refund grow together, by this claim.
    const manual = await queue('manual');
    expect(manual.ids).toContain(claim.id);
    expect(manual.count).toBe(manualBefore.count + 1);
    expect(await pendingReviews()).toBe(reviewsBefore + 1);
    expect((await queue('succeeded')).ids).not.toContain(claim.id);

    expect((await refundPaid(claim.id, buyer.access)).status).toBe(403);
    expect((await refundPaid(claim.id, shop.seller.access)).status).toBe(403);
    const paid = bodyOf(await refundPaid(claim.id), 200);
    expect(paid).toMatchObject({ id: claim.id, refund: { amount: '15.00', status: 'succeeded' } });
    expect((await read(claim.id, buyer.access)).refund?.status).toBe('succeeded');
    expect(await pendingReviews()).toBe(reviewsBefore);
    expect((await queue('manual')).ids).not.toContain(claim.id);
    expect((await queue('succeeded')).ids).toContain(claim.id);

    // Marked once: a second time there is nothing left to pay back.
    expect(bodyOf(await refundPaid(claim.id), 409)).toMatchObject({ code: 'invalid_status' });
  });

  it('refuses a claim without a refund waiting for an administrator, and an unknown one', async () => {
    const open = await transferClaim();
    expect(bodyOf(await refundPaid(open.id), 409)).toMatchObject({ code: 'invalid_status' });
    expect((await refundPaid(999_999)).status).toBe(404);

    // A card's refund is the provider's to make: nothing for an administrator to mark.
    const { saleId } = await sentSale(shop.server, buyer, shop.seller, shop.product);
    const byCard = await openedClaim(shop.server, buyer, saleId);
    expect(bodyOf(await refundFull(byCard.id), 200).refund?.status).not.toBe('manual');
    expect(bodyOf(await refundPaid(byCard.id), 409)).toMatchObject({ code: 'invalid_status' });
  });
});
