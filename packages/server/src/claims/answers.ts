import type { Claim } from '@plaza/api';
import { moneyText } from '../ledger/cents.js';
import type { ClaimRow } from './claim-rows.js';

const money = (cents: number | null) => (cents === null ? null : moneyText(cents));

/** A `Claim` answer; `photoLinkOf` signs a link to its photo at a position (from 1). */
export function claimAnswer(row: ClaimRow, photoLinkOf: (position: number) => string): Claim {
  const { claim } = row;
  return {
    id: claim.id,
    sale_id: claim.saleId,
    purchase_id: row.purchaseId,
    buyer: { username: row.buyerName },
    seller: { username: row.sellerName },
    reason: claim.reason,
    text: claim.text,
    photos: claim.photos.map((_, index) => photoLinkOf(index + 1)),
    status: claim.status,
    offer_amount: money(claim.offerAmount),
    return_tracking_code: claim.returnTrackingCode,
    outcome: claim.outcome,
    refund_amount: money(claim.refundAmount),
    // Its own refund too, once it has one: what is left now, not what was left before it.
    refundable: moneyText(
      Math.max(0, row.saleTotal - row.refundedBefore - (row.refund?.amount ?? 0)),
    ),
    refund: row.refund && {
      amount: moneyText(row.refund.amount),
      status: row.refund.status,
      created_at: row.refund.createdAt.toISOString(),
    },
    note: claim.note,
    deadline: claim.deadline?.toISOString() ?? null,
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
  };
}
