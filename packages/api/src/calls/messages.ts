import * as messages from '../endpoints/messages.js';
import type { Requester } from '../request.js';
import type { MessageBody, MessageQuery } from '../schemas/messages.js';

/** POST `marketplace/products-sales/{saleId}/messages/`: words, a photo or both. */
export type NewMessage = MessageBody & { photo?: Blob };

export function messageCalls(request: Requester) {
  return {
    /** GET `marketplace/products-sales/{saleId}/messages/`: newest first, with the caller's unread count. */
    saleMessages: (saleId: number, query: MessageQuery = {}) =>
      request(messages.saleMessages, { params: { id: saleId }, query }),
    /** POST `marketplace/products-sales/{saleId}/messages/`: multipart with the photo; notifies the other party. */
    sendMessage: (saleId: number, { photo, ...body }: NewMessage) =>
      request(messages.sendMessage, {
        params: { id: saleId },
        body,
        files: { ...(photo && { photo }) },
      }),
    /** POST `marketplace/products-sales/{saleId}/messages/read/`: what the caller still has unread in all. */
    markMessagesRead: (saleId: number) =>
      request(messages.markMessagesRead, { params: { id: saleId } }),
  };
}
