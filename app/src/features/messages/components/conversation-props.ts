import type { MessageAuthorRole, PurchaseStatus } from '@plaza/api';

/** Which sale's conversation, and who reads it. */
export interface SaleConversationProps {
  saleId: number;
  /** The sale's status, which says whether the conversation is open. */
  status: PurchaseStatus;
  /** The reader's part in the sale. */
  reader: Exclude<MessageAuthorRole, 'admin'>;
  /** The other party's username. */
  otherParty: string;
}
