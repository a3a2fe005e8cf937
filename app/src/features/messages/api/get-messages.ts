import type { MessagePage } from '@plaza/api';
import type { SWRResponse } from 'swr';
import { messageApi } from '../../../lib/api-calls/messages';
import { useGrowingList } from '../../../lib/growing-list';

/** Messages a page of a conversation holds; older ones come a page at a time. */
export const MESSAGES_PAGE_SIZE = 20;

/** How often an open conversation asks for news while the tab is visible (SWR does not poll a hidden tab). */
const CONVERSATION_REFRESH_MS = 20_000;

/** The cache key's path of sale `saleId`'s conversation: a message sent refreshes it. */
export const messagesPath = (saleId: number) => `marketplace/products-sales/${saleId}/messages/`;

/** The newest `pageCount` pages of sale `saleId`'s conversation, newest first, with the caller's unread count. */
export function useSaleMessages(
  saleId: number,
  pageCount: number,
): SWRResponse<MessagePage, Error> {
  return useGrowingList(
    messagesPath(saleId),
    {},
    pageCount,
    (page) => messageApi.saleMessages(saleId, { page, page_size: MESSAGES_PAGE_SIZE }),
    { refreshInterval: CONVERSATION_REFRESH_MS },
  );
}
