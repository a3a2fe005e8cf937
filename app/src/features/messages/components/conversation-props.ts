import type { MessageAuthorRole, PurchaseStatus } from '@plaza/api';

/** Which sale's conversation, and who reads it. */
export interface SaleConversationProps {
  saleId: number;
  /**
   * The sale's status, which says whether the conversation is open; `claimed` on a claim's page,
   * which does not know it (conversation-state.ts).
   */
  status: PurchaseStatus | 'claimed';
  /** The reader's part in the sale, or `admin` for an administrator who reads it. */
  reader: MessageAuthorRole;
  /** Whom the reader talks with: the other party's username; for an administrator, both. */
  otherParty: string;
  /** Why the reader may read but not write, in words: an administrator's before escalation. */
  readOnlyReason?: string;
}
