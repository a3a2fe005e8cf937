import type { AdminTicketPage, AdminTicketQuery } from '@plaza/api';
import useSWR from 'swr';
import { supportApi } from '../../../lib/api-calls/support';

/** The cache key of GET `support/admin/tickets/`, which an answer refreshes. */
export const ADMIN_TICKETS_KEY = 'support/admin/tickets/';

/** GET `support/admin/tickets/`: every ticket, by status and search, with its author. */
export function useAdminTickets(query: AdminTicketQuery) {
  return useSWR<AdminTicketPage, Error>(
    [ADMIN_TICKETS_KEY, query],
    ([, key]: [string, AdminTicketQuery]) => supportApi.adminTickets(key),
    { keepPreviousData: true },
  );
}
