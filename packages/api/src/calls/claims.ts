import * as claims from '../endpoints/claims.js';
import type { Requester } from '../request.js';
import type {
  AdminClaimQuery,
  ClaimListQuery,
  DecideClaimBody,
  OpenClaimBody,
  RespondClaimBody,
  ReturnSentBody,
} from '../schemas/claims.js';

/** POST `marketplace/products-sales/{saleId}/claim/`: the reason, the words and any photos. */
export type NewClaim = OpenClaimBody & { photos?: Blob[] };

/** The Claims calls of docs/api.md, and the administrators' queue and decision. */
export function claimCalls(request: Requester) {
  return {
    /** POST `marketplace/products-sales/{saleId}/claim/`: multipart with the photos; notifies the seller. */
    openClaim: (saleId: number, { photos, ...body }: NewClaim) =>
      request(claims.openClaim, {
        params: { id: saleId },
        body,
        files: { ...(photos && { photos }) },
      }),
    /** GET `marketplace/claims/`: the caller's claims, as buyer or seller. */
    claims: (query: ClaimListQuery = {}) => request(claims.claims, { query }),
    /** GET `marketplace/claims/{id}/`. */
    claim: (id: number) => request(claims.claim, { params: { id } }),
    /** POST `marketplace/claims/{id}/respond/`: the seller's answer to an open claim. */
    respondToClaim: (id: number, body: RespondClaimBody) =>
      request(claims.respondToClaim, { params: { id }, body }),
    /** POST `marketplace/claims/{id}/accept-offer/`: the buyer takes the partial refund. */
    acceptClaimOffer: (id: number) => request(claims.acceptClaimOffer, { params: { id } }),
    /** POST `marketplace/claims/{id}/return-sent/`: the buyer's tracking code for the return. */
    claimReturnSent: (id: number, body: ReturnSentBody) =>
      request(claims.claimReturnSent, { params: { id }, body }),
    /** POST `marketplace/claims/{id}/return-received/`: the seller got the item back. */
    claimReturnReceived: (id: number) => request(claims.claimReturnReceived, { params: { id } }),
    /** POST `marketplace/claims/{id}/escalate/`: the buyer asks an administrator to decide. */
    escalateClaim: (id: number) => request(claims.escalateClaim, { params: { id } }),
    /** POST `marketplace/claims/{id}/withdraw/`: the buyer gives the claim up. */
    withdrawClaim: (id: number) => request(claims.withdrawClaim, { params: { id } }),
    /** GET `marketplace/admin/claims/`: every claim, escalated first; `refund` filters by its refund. */
    adminClaims: (query: AdminClaimQuery = {}) => request(claims.adminClaims, { query }),
    /** POST `marketplace/admin/claims/{id}/decide/`: an administrator's decision. */
    decideClaim: (id: number, body: DecideClaimBody) =>
      request(claims.decideClaim, { params: { id }, body }),
    /** POST `marketplace/admin/claims/{id}/refund-paid/`: an administrator paid a manual refund back. */
    markClaimRefundPaid: (id: number) => request(claims.markClaimRefundPaid, { params: { id } }),
  };
}
