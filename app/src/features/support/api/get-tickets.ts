import type { TicketPage } from '@plaza/api';
import useSWR from 'swr';
import { supportApi } from '../../../lib/api-calls/support';

/** The cache key of GET `support/tickets/`, which a new ticket refreshes. */
export const TICKETS_KEY = 'support/tickets/';

/** Tickets per page: few, since each shows its whole message and answer. */
export const TICKETS_PAGE_SIZE = 10;

/** GET `support/tickets/`: a page of the user's tickets, newest first. */
export function getTickets(page: number): Promise<TicketPage> {
  return supportApi.tickets({ page, page_size: TICKETS_PAGE_SIZE });
}

/** The user's tickets, one page at a time; the last page stays on screen while the next loads. */
export function useTickets(page: number) {
  return useSWR<TicketPage, Error>(
    [TICKETS_KEY, page],
    ([, key]: [string, number]) => getTickets(key),
    { keepPreviousData: true },
  );
}
