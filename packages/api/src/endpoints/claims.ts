import { endpoint } from '../endpoint.js';
import {
  AdminClaimQuery,
  Claim,
  CLAIM_BUYER_RESPONSE_DAYS,
  CLAIM_MAX_PHOTOS,
  CLAIM_RETURN_RECEIPT_DAYS,
  ClaimListQuery,
  ClaimPage,
  DecideClaimBody,
  OpenClaimBody,
  RespondClaimBody,
  ReturnSentBody,
} from '../schemas/claims.js';

/*
 * Claims (docs/api.md, "After the sale: messages, claims and automatic receipt"). A claim, or a
 * sale, of which the caller is neither the buyer nor the seller (nor an administrator, who reads
 * every claim) is `404`. A step its claim's status does not allow, or by the wrong party, is
 * `409 invalid_status` (checked before what the step carries) or `403`. A step that would refund
 * when earlier claims refunded all of the sale is `409 nothing_to_refund`.
 */

const CLAIMS = '/marketplace/claims/';
const CLAIM = `${CLAIMS}:id/`;
const ADMIN_CLAIMS = '/marketplace/admin/claims/';

export const openClaim = endpoint({
  method: 'POST',
  path: '/marketplace/products-sales/:id/claim/',
  summary: 'Open a claim about a sale instead of confirming receipt; notifies the seller',
  description:
    'Its buyer, while the sale is `sent`, or `received` within `CLAIM_WINDOW_DAYS` (default 7) ' +
    'of receipt: otherwise `409 claim_not_available`. One open claim per sale: ' +
    '`409 claim_already_open`; none once all of the sale was refunded: `409 nothing_to_refund`. ' +
    `Up to ${CLAIM_MAX_PHOTOS} photos, kept private as a ` +
    'message’s.',
  tag: 'Claims',
  auth: 'user',
  body: OpenClaimBody,
  files: { photos: 'many' },
  answers: { 201: Claim },
  errors: [403, 409],
});

export const claims = endpoint({
  method: 'GET',
  path: CLAIMS,
  summary: 'Claims where the caller is the buyer or the seller, newest first',
  tag: 'Claims',
  auth: 'user',
  query: ClaimListQuery,
  answers: { 200: ClaimPage },
});

export const claim = endpoint({
  method: 'GET',
  path: CLAIM,
  summary: 'One claim (its buyer, its seller or an administrator)',
  tag: 'Claims',
  auth: 'user',
  answers: { 200: Claim },
});

export const respondToClaim = endpoint({
  method: 'POST',
  path: `${CLAIM}respond/`,
  summary: 'The seller answers an open claim: refund in full, offer part once, or ask for the item',
  description:
    '`refund_full` resolves it and refunds the sale; `offer_partial` takes an `amount` more than ' +
    '0 and less than the claim’s `refundable` (`400` otherwise), once per claim ' +
    '(`409 offer_already_made`); ' +
    `\`request_return\` waits for the buyer to send the item back. The buyer has ` +
    `${CLAIM_BUYER_RESPONSE_DAYS} days to answer an offer or a return request.`,
  tag: 'Claims',
  auth: 'user',
  body: RespondClaimBody,
  answers: { 200: Claim },
  errors: [403, 409],
});

export const acceptClaimOffer = endpoint({
  method: 'POST',
  path: `${CLAIM}accept-offer/`,
  summary: 'The buyer takes the seller’s partial refund: the claim is resolved',
  tag: 'Claims',
  auth: 'user',
  answers: { 200: Claim },
  errors: [403, 409],
});

export const claimReturnSent = endpoint({
  method: 'POST',
  path: `${CLAIM}return-sent/`,
  summary: 'The buyer sent the item back, with its tracking code',
  description:
    `The seller has ${CLAIM_RETURN_RECEIPT_DAYS} days to mark it received; past them the claim ` +
    'is escalated to an administrator.',
  tag: 'Claims',
  auth: 'user',
  body: ReturnSentBody,
  answers: { 200: Claim },
  errors: [403, 409],
});

export const claimReturnReceived = endpoint({
  method: 'POST',
  path: `${CLAIM}return-received/`,
  summary: 'The seller got the item back: the sale is refunded in full and the claim resolved',
  tag: 'Claims',
  auth: 'user',
  answers: { 200: Claim },
  errors: [403, 409],
});

export const escalateClaim = endpoint({
  method: 'POST',
  path: `${CLAIM}escalate/`,
  summary: 'The buyer asks an administrator to decide',
  description:
    'While `offered` or `return_requested`, or `open` or `return_sent` once the seller’s ' +
    'deadline has passed (before it, `409 claim_response_pending`).',
  tag: 'Claims',
  auth: 'user',
  answers: { 200: Claim },
  errors: [403, 409],
});

export const withdrawClaim = endpoint({
  method: 'POST',
  path: `${CLAIM}withdraw/`,
  summary: 'The buyer gives the claim up: resolved with `outcome: withdrawn`',
  tag: 'Claims',
  auth: 'user',
  answers: { 200: Claim },
  errors: [403, 409],
});

export const claimPhoto = endpoint({
  method: 'GET',
  path: `${CLAIM}photos/:photo/`,
  summary: 'A claim’s photo (its position, from 1), by the signed link in its `photos`',
  description:
    'No token: the link’s `expires` and `signature` are the credential, given only to those ' +
    'who read the claim, lasting an hour or so. A bad or expired link is 404.',
  tag: 'Claims',
  answers: { 200: 'image' },
});

export const adminClaims = endpoint({
  method: 'GET',
  path: ADMIN_CLAIMS,
  summary: 'Every claim, escalated ones first (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: AdminClaimQuery,
  answers: { 200: ClaimPage },
});

export const decideClaim = endpoint({
  method: 'POST',
  path: `${ADMIN_CLAIMS}:id/decide/`,
  summary: 'Decide an escalated claim: refund in full or in part, or reject it (administrators)',
  description:
    'Only while `escalated` (`409 claim_not_escalated` otherwise), and never by its buyer or ' +
    'seller (`403`). `amount` for `refund_partial`, more than 0 and less than the claim’s ' +
    '`refundable` (`400` otherwise).',
  tag: 'Administration',
  auth: 'admin',
  body: DecideClaimBody,
  answers: { 200: Claim },
  errors: [403, 409],
});

export const markClaimRefundPaid = endpoint({
  method: 'POST',
  path: `${ADMIN_CLAIMS}:id/refund-paid/`,
  summary: 'Mark a claim’s refund paid back by hand (administrators)',
  description:
    'Its refund `manual` (a bank transfer’s) or `failed` becomes `succeeded`; any other, or none, ' +
    'is `409 invalid_status`.',
  tag: 'Administration',
  auth: 'admin',
  answers: { 200: Claim },
  errors: [409],
});
