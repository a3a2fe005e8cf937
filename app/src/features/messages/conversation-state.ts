import type { PurchaseStatus } from '@plaza/api';

/**
 * What a sale's conversation allows, by the sale's status (docs/api.md, "Messages after the sale"):
 * nothing before it is paid (`not_open`, and nothing to read); writing while it is under way
 * (`open`) and for CONVERSATION_OPEN_DAYS_AFTER_RECEIPT days once received (`open_after_receipt`,
 * whose end only the server knows: its `409 conversation_closed` says so); reading only once it
 * ended unreceived (`ended`). A claimed sale (`claimed`, as a claim's page knows it) was sent or
 * received, and its conversation stays open while the claim does: `open`, and the server's `409`
 * says when it closed after.
 */
export type ConversationState = 'not_open' | 'open' | 'open_after_receipt' | 'ended';

export function conversationState(status: PurchaseStatus | 'claimed'): ConversationState {
  switch (status) {
    case 'pending_payment':
    case 'pending_approval':
      return 'not_open';
    case 'received':
      return 'open_after_receipt';
    case 'cancelled':
    case 'refused':
    case 'expired':
      return 'ended';
    default:
      return 'open';
  }
}
