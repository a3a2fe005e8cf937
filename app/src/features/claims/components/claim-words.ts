import type { ClaimOutcome, ClaimReason, ClaimStatus, RefundStatus } from '@plaza/api';
import type { MessageId } from '../../../i18n/messages';

/** Each status of a claim in words (docs/api.md, "After the sale"). */
export const CLAIM_STATUS_MESSAGE: Record<ClaimStatus, MessageId> = {
  open: 'claims.status.open',
  offered: 'claims.status.offered',
  return_requested: 'claims.status.return_requested',
  return_sent: 'claims.status.return_sent',
  escalated: 'claims.status.escalated',
  resolved: 'claims.status.resolved',
};

/** Why a buyer claims, in words. */
export const CLAIM_REASON_MESSAGE: Record<ClaimReason, MessageId> = {
  not_received: 'claims.reason.not_received',
  not_as_described: 'claims.reason.not_as_described',
  damaged: 'claims.reason.damaged',
  other: 'claims.reason.other',
};

/** How a claim ended, in words. */
export const CLAIM_OUTCOME_MESSAGE: Record<ClaimOutcome, MessageId> = {
  refund_full: 'claims.outcome.refund_full',
  refund_partial: 'claims.outcome.refund_partial',
  rejected: 'claims.outcome.rejected',
  withdrawn: 'claims.outcome.withdrawn',
};

/** Where a claim's refund stands (`Claim.refund.status`), in words its parties understand. */
export const CLAIM_REFUND_MESSAGE: Record<RefundStatus, MessageId> = {
  pending: 'claims.refundStatus.pending',
  succeeded: 'claims.refundStatus.succeeded',
  manual: 'claims.refundStatus.manual',
  failed: 'claims.refundStatus.failed',
};
