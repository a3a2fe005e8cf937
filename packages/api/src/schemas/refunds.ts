import * as s from 'superstruct';

/*
 * Refunds (docs/api.md, Refunds): a purchase's own (`Purchase.transaction.refund`) and a claim's
 * (`Claim.refund`) say the same things, so both schemas take this one.
 */

/**
 * A refund of a paid purchase (cancelled by its buyer, refused by an administrator, or paid after it
 * expired) or of a claim: `pending` while the provider works on it, `manual` while an administrator
 * has to pay a bank transfer back by hand, then `succeeded`, or `failed` (an administrator follows
 * it up).
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'manual'] as const;
export const RefundStatus = s.enums(REFUND_STATUSES);
export type RefundStatus = s.Infer<typeof RefundStatus>;

/**
 * The refunds that wait for an administrator (`User.pending.reviews` counts them): a bank transfer's
 * to pay back by hand, and those a provider refused, to follow up.
 */
export const REFUNDS_AWAITING_ADMIN = [
  'manual',
  'failed',
] as const satisfies readonly RefundStatus[];

export const Refund = s.object({
  /** US dollars, two places: the whole purchase, or what a claim gives back. */
  amount: s.string(),
  status: RefundStatus,
  created_at: s.string(),
});
export type Refund = s.Infer<typeof Refund>;
