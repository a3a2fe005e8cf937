import type { Message, NewMessage } from '@plaza/api';
import { messageApi } from '../../../lib/api-calls/messages';
import { revalidate } from '../../../lib/revalidate';
import { messagesPath } from './get-messages';

/** POST `marketplace/products-sales/{saleId}/messages/`: the conversation is read again with it. */
export async function sendMessage(saleId: number, message: NewMessage): Promise<Message> {
  const sent = await messageApi.sendMessage(saleId, message);
  await revalidate(messagesPath(saleId));
  return sent;
}
