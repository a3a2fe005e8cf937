import type { ClaimStatus } from '@plaza/api';

/*
 * The one state machine of claims (docs/api.md, Claims): which party may take which step from which
 * status, and where it leads. Anything not listed here is refused: by the wrong party `403`, from
 * another status `409 invalid_status` (checked first). One offer per claim follows from it: an
 * offer leaves `open` for good. The rules a step carries besides (an amount below what is left of
 * the sale, an open claim past its deadline) are the step's own (steps.ts).
 */

/** Who takes a step: the claim's sale's buyer or seller, or an administrator. */
export type ClaimActor = 'buyer' | 'seller' | 'admin';

export type ClaimAction =
  | 'refund_full'
  | 'offer_partial'
  | 'request_return'
  | 'accept_offer'
  | 'return_sent'
  | 'return_received'
  | 'escalate'
  | 'withdraw'
  | 'decide';

interface ClaimTransition {
  actor: ClaimActor;
  from: readonly ClaimStatus[];
  /** The status after the step; `resolved` ends the claim. */
  to: ClaimStatus;
}

export const CLAIM_TRANSITIONS: Record<ClaimAction, ClaimTransition> = {
  /** The seller gives all the sale's money back. */
  refund_full: { actor: 'seller', from: ['open'], to: 'resolved' },
  /** The seller offers part of it, once per claim. */
  offer_partial: { actor: 'seller', from: ['open'], to: 'offered' },
  /** The seller asks for the item back, to refund it in full once it arrives. */
  request_return: { actor: 'seller', from: ['open'], to: 'return_requested' },
  accept_offer: { actor: 'buyer', from: ['offered'], to: 'resolved' },
  return_sent: { actor: 'buyer', from: ['return_requested'], to: 'return_sent' },
  return_received: { actor: 'seller', from: ['return_sent'], to: 'resolved' },
  /** `open` and `return_sent` only once the seller's deadline has passed (actions.ts). */
  escalate: {
    actor: 'buyer',
    from: ['open', 'offered', 'return_requested', 'return_sent'],
    to: 'escalated',
  },
  withdraw: {
    actor: 'buyer',
    from: ['open', 'offered', 'return_requested', 'return_sent', 'escalated'],
    to: 'resolved',
  },
  decide: { actor: 'admin', from: ['escalated'], to: 'resolved' },
};
