import * as s from 'superstruct';
import { boundedText, decimalText, optionalText } from './form-values.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';
import { Refund, RefundStatus } from './refunds.js';

/*
 * Claims (docs/api.md, "After the sale: messages, claims and automatic receipt"): a buyer with a
 * problem with a sale opens one instead of confirming receipt; its seller refunds, offers part of
 * the money once or asks for the item back; past that, an administrator decides.
 */

/** Why a buyer claims. */
export const CLAIM_REASONS = ['not_received', 'not_as_described', 'damaged', 'other'] as const;
export const ClaimReason = s.enums(CLAIM_REASONS);
export type ClaimReason = s.Infer<typeof ClaimReason>;

/**
 * Where a claim stands: `open` waits for the seller, `offered` and `return_requested` for the
 * buyer, `return_sent` for the seller to get the item back, `escalated` for an administrator;
 * `resolved` ends it (its `outcome` says how).
 */
export const CLAIM_STATUSES = [
  'open',
  'offered',
  'return_requested',
  'return_sent',
  'escalated',
  'resolved',
] as const;
export const ClaimStatus = s.enums(CLAIM_STATUSES);
export type ClaimStatus = s.Infer<typeof ClaimStatus>;

/** The statuses of a claim still open: a sale has at most one claim in any of them. */
export const OPEN_CLAIM_STATUSES = CLAIM_STATUSES.filter(
  (status): status is Exclude<ClaimStatus, 'resolved'> => status !== 'resolved',
);

/** How a resolved claim ended. */
export const CLAIM_OUTCOMES = ['refund_full', 'refund_partial', 'rejected', 'withdrawn'] as const;
export const ClaimOutcome = s.enums(CLAIM_OUTCOMES);
export type ClaimOutcome = s.Infer<typeof ClaimOutcome>;

/** The longest claim text, in characters. */
export const CLAIM_TEXT_MAX_LENGTH = 2000;
/** At most this many photos with a claim. */
export const CLAIM_MAX_PHOTOS = 5;
/** How long a buyer has to answer an offer or a return request before the claim is withdrawn. */
export const CLAIM_BUYER_RESPONSE_DAYS = 7;
/**
 * How long a seller has, once the buyer sent the item back, to mark it received before the claim
 * is escalated to an administrator (the buyer may escalate it too from then on).
 */
export const CLAIM_RETURN_RECEIPT_DAYS = 7;

/** A sale's or a purchase item's claim, in short: `null` when its sale has none. */
export const ClaimRef = s.object({ id: s.min(s.integer(), 1), status: ClaimStatus });
export type ClaimRef = s.Infer<typeof ClaimRef>;

/**
 * A claim. Amounts are US dollars with two places. `photos` are signed links that last about an
 * hour, as a message's photo. `deadline` is when the one whose turn it is (the seller while `open`
 * or `return_sent`, the buyer while `offered` or `return_requested`) must act; `null` in other
 * statuses.
 * `refund_amount` is what went back to the buyer once resolved with a refund; else null.
 * `refundable` is what is left of the sale to refund now: its total less every refund of its claims
 * (this one's too), `0.00` once all of it went back; a full refund gives it, an offer or a partial
 * refund must be below it. `refund`
 * is that refund's money on its way (a bank transfer's is `manual` until an administrator pays it
 * back by hand); null without one.
 */
export const Claim = s.object({
  id: s.min(s.integer(), 1),
  sale_id: s.min(s.integer(), 1),
  purchase_id: s.min(s.integer(), 1),
  buyer: s.object({ username: s.string() }),
  seller: s.object({ username: s.string() }),
  reason: ClaimReason,
  text: s.string(),
  photos: s.array(s.string()),
  status: ClaimStatus,
  offer_amount: s.nullable(s.string()),
  return_tracking_code: s.nullable(s.string()),
  outcome: s.nullable(ClaimOutcome),
  refund_amount: s.nullable(s.string()),
  refundable: s.string(),
  refund: s.nullable(Refund),
  /** The administrator's note on their decision. */
  note: s.nullable(s.string()),
  deadline: s.nullable(s.string()),
  created_at: s.string(),
  updated_at: s.string(),
});
export type Claim = s.Infer<typeof Claim>;

export const ClaimPage = paginated(Claim);
export type ClaimPage = s.Infer<typeof ClaimPage>;

/**
 * POST `marketplace/products-sales/{saleId}/claim/` (multipart): the reason and the words;
 * `photos` travel as file parts beside them.
 */
export const OpenClaimBody = s.object({
  reason: ClaimReason,
  text: boundedText('text', CLAIM_TEXT_MAX_LENGTH, { required: true }),
});
export type OpenClaimBody = s.Infer<typeof OpenClaimBody>;

/** Which side of its claims the caller looks at: those they opened, or those on their sales. */
export const ClaimRole = s.enums(['buyer', 'seller'] as const);
export type ClaimRole = s.Infer<typeof ClaimRole>;

/** GET `marketplace/claims/`: `role` and `status` filters, pages. */
export const ClaimListQuery = s.object({
  ...pageQuery,
  role: s.optional(ClaimRole),
  status: s.optional(ClaimStatus),
});
export type ClaimListQuery = PageQuery & { role?: ClaimRole; status?: ClaimStatus };

/**
 * GET `marketplace/admin/claims/`: `status`, `refund` (the claim's refund's status: `manual` finds
 * those to pay back by hand), pages; escalated claims first.
 */
export const AdminClaimQuery = s.object({
  ...pageQuery,
  status: s.optional(ClaimStatus),
  refund: s.optional(RefundStatus),
});
export type AdminClaimQuery = PageQuery & { status?: ClaimStatus; refund?: RefundStatus };

/** Dollars with at most two decimals, more than zero: a partial refund. */
const RefundAmount = decimalText('amount', {
  digits: 10,
  places: 2,
  accept: (value) => value > 0,
  message: 'Enter an amount greater than 0 with at most two decimals.',
});

/** `amount` is said when, and only when, `partial` asks for one. */
const amountWhen =
  <T extends { amount?: string | undefined }>(partial: (body: T) => boolean) =>
  (body: T) => {
    if (partial(body)) {
      return body.amount !== undefined || { path: ['amount'], message: 'Enter an amount.' };
    }
    return (
      body.amount === undefined || { path: ['amount'], message: 'Only a partial refund has one.' }
    );
  };

/** What a seller does about an open claim. */
export const CLAIM_RESPONSES = ['refund_full', 'offer_partial', 'request_return'] as const;
export type ClaimResponse = (typeof CLAIM_RESPONSES)[number];

/**
 * POST `marketplace/claims/{id}/respond/`: `amount` for `offer_partial` (less than the claim's
 * `refundable`, which the server checks: `400` on `amount` otherwise).
 */
export const RespondClaimBody = s.refine(
  s.object({ action: s.enums(CLAIM_RESPONSES), amount: s.optional(RefundAmount) }),
  'claim_amount',
  amountWhen((body) => body.action === 'offer_partial'),
);
export type RespondClaimBody = s.Infer<typeof RespondClaimBody>;

/** POST `marketplace/claims/{id}/return-sent/`: the courier's code of the item on its way back. */
export const ReturnSentBody = s.object({
  tracking_code: boundedText('tracking_code', 100, { required: true }),
});
export type ReturnSentBody = s.Infer<typeof ReturnSentBody>;

/** What an administrator decides about an escalated claim. */
export const CLAIM_DECISIONS = ['refund_full', 'refund_partial', 'rejected'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/**
 * POST `marketplace/admin/claims/{id}/decide/`: `amount` for `refund_partial` (less than the
 * claim's `refundable`), and a note for both parties.
 */
export const DecideClaimBody = s.refine(
  s.object({
    outcome: s.enums(CLAIM_DECISIONS),
    amount: s.optional(RefundAmount),
    note: optionalText('note', 1000),
  }),
  'claim_amount',
  amountWhen((body) => body.outcome === 'refund_partial'),
);
export type DecideClaimBody = s.Infer<typeof DecideClaimBody>;
