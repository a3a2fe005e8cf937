import type { DecideClaimBody, RespondClaimBody } from '@plaza/api';
import { HttpError } from '../http/http-error.js';
import { centsOf } from '../ledger/cents.js';
import type { Reader } from '../messages/conversation.js';
import type { ClaimRow } from './claim-rows.js';
import { checkPartial, restOfSale, takeStep, type ClaimServices } from './steps.js';

/*
 * Each call of docs/api.md's Claims after the claim is open, as a step of steps.ts: what it
 * carries, checked, and how it leaves the claim.
 */

/** The seller's answer to an open claim: refund it all, offer part once, or ask for the item. */
export function respondToClaim(
  services: ClaimServices,
  claimId: number,
  seller: Reader,
  { action, amount }: RespondClaimBody,
): Promise<ClaimRow> {
  return takeStep(services, claimId, seller, action, (row) => {
    if (action === 'refund_full') {
      return { outcome: { outcome: 'refund_full', refund: restOfSale(row) } };
    }
    if (action === 'request_return') return { tell: ['buyer'] };
    // The body's struct requires the amount of an offer (RespondClaimBody).
    return { changes: { offerAmount: checkPartial(row, centsOf(amount!)) }, tell: ['buyer'] };
  });
}

/** The buyer takes the seller's offer: that much goes back. */
export const acceptClaimOffer = (services: ClaimServices, claimId: number, buyer: Reader) =>
  takeStep(services, claimId, buyer, 'accept_offer', (row) => ({
    outcome: { outcome: 'refund_partial', refund: row.claim.offerAmount },
  }));

/** The buyer sent the item back, with the courier's code. */
export const claimReturnSent = (
  services: ClaimServices,
  claimId: number,
  buyer: Reader,
  trackingCode: string,
) =>
  takeStep(services, claimId, buyer, 'return_sent', () => ({
    changes: { returnTrackingCode: trackingCode },
    tell: ['seller'],
  }));

/** The seller got the item back: all of the sale goes back. */
export const claimReturnReceived = (services: ClaimServices, claimId: number, seller: Reader) =>
  takeStep(services, claimId, seller, 'return_received', (row) => ({
    outcome: { outcome: 'refund_full', refund: restOfSale(row) },
  }));

/**
 * The buyer asks an administrator to decide; a claim waiting for its seller (open, or its item
 * sent back) only once the seller's time is up.
 */
export const escalateClaim = (services: ClaimServices, claimId: number, buyer: Reader) =>
  takeStep(services, claimId, buyer, 'escalate', ({ claim }, now) => {
    const sellersTurn = claim.status === 'open' || claim.status === 'return_sent';
    if (sellersTurn && claim.deadline && claim.deadline > now) {
      throw new HttpError(409, 'claim_response_pending', 'The seller still has time to answer.');
    }
    return { tell: ['seller'] };
  });

/** The buyer gives the claim up. */
export const withdrawClaim = (services: ClaimServices, claimId: number, buyer: Reader) =>
  takeStep(services, claimId, buyer, 'withdraw', () => ({
    outcome: { outcome: 'withdrawn', refund: null },
  }));

/** An administrator decides an escalated claim. */
export function decideClaim(
  services: ClaimServices,
  claimId: number,
  admin: Reader,
  { outcome, amount, note }: DecideClaimBody,
): Promise<ClaimRow> {
  return takeStep(services, claimId, admin, 'decide', (row) => {
    const refund =
      outcome === 'refund_full'
        ? restOfSale(row)
        : outcome === 'refund_partial'
          ? // The body's struct requires the amount of a partial refund (DecideClaimBody).
            checkPartial(row, centsOf(amount!))
          : null;
    return { changes: { note: note ?? null }, outcome: { outcome, refund } };
  });
}
