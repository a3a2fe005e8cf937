import type { Message, NewMessage } from '@plaza/api';
import { mutate } from 'swr';
import { messageApi } from '../../../lib/api-calls/messages';
import { messagesPath } from './get-messages';

/**
 * Reads sale `saleId`'s conversation again, its pages kept on screen meanwhile: the thread and
 * the composer stay as they are (lib/revalidate.ts would drop them for a moment, and with them
 * the reader's place and focus).
 */
const conversationChanged = (saleId: number) =>
  mutate((key) => Array.isArray(key) && key[0] === messagesPath(saleId));

/** POST `marketplace/products-sales/{saleId}/messages/`: the conversation is read again with it. */
export async function sendMessage(saleId: number, message: NewMessage): Promise<Message> {
  const sent = await messageApi.sendMessage(saleId, message);
  await conversationChanged(saleId);
  return sent;
}
