import { messageApi } from '../../../lib/api-calls/messages';
import { refreshUser } from '../../../lib/user-key';

/**
 * POST `marketplace/products-sales/{saleId}/messages/read/`: the other party's messages read; the
 * user is fetched again, so the unread dots of the sidebar and the user menu follow.
 */
export async function markMessagesRead(saleId: number): Promise<void> {
  await messageApi.markMessagesRead(saleId);
  await refreshUser();
}
