import { toFormData } from '../form-data.js';
import type { Requester } from '../request.js';
import {
  AdminTicket,
  AdminTicketPage,
  Ticket,
  TicketPage,
  type AdminTicketQuery,
  type TicketBody,
  type TicketQuery,
  type TicketUpdateBody,
} from '../schemas/support.js';

/** POST `support/tickets/`: the fields and, optionally, one image. */
export type NewTicket = TicketBody & { attachment?: Blob };

export function supportCalls(request: Requester) {
  return {
    /** POST `support/tickets/`: always multipart; support and the author are mailed. */
    createTicket: (ticket: NewTicket) =>
      request('POST', 'support/tickets/', Ticket, { body: toFormData(ticket) }),
    /** GET `support/tickets/`: the caller's tickets, newest first. */
    tickets: (query: TicketQuery = {}) => request('GET', 'support/tickets/', TicketPage, { query }),
    /** GET `support/admin/tickets/`: every ticket, by status and search. */
    adminTickets: (query: AdminTicketQuery = {}) =>
      request('GET', 'support/admin/tickets/', AdminTicketPage, { query }),
    /** PATCH `support/admin/tickets/{id}/`: an answer (mailed to the author) and/or a status. */
    updateTicket: (id: number, body: TicketUpdateBody) =>
      request('PATCH', `support/admin/tickets/${id}/`, AdminTicket, { body }),
  };
}
