import * as support from '../endpoints/support.js';
import type { Requester } from '../request.js';
import type {
  AdminTicketQuery,
  TicketBody,
  TicketQuery,
  TicketUpdateBody,
} from '../schemas/support.js';

/** POST `support/tickets/`: the fields and, optionally, one image. */
export type NewTicket = TicketBody & { attachment?: Blob };

export function supportCalls(request: Requester) {
  return {
    /** POST `support/tickets/`: multipart with the image; support and the author are mailed. */
    createTicket: ({ attachment, ...body }: NewTicket) =>
      request(support.createTicket, { body, files: { ...(attachment && { attachment }) } }),
    /** GET `support/tickets/`: the caller's tickets, newest first. */
    tickets: (query: TicketQuery = {}) => request(support.tickets, { query }),
    /** GET `support/admin/tickets/`: every ticket, by status and search. */
    adminTickets: (query: AdminTicketQuery = {}) => request(support.adminTickets, { query }),
    /** PATCH `support/admin/tickets/{id}/`: an answer (mailed to the author) and/or a status. */
    updateTicket: (id: number, body: TicketUpdateBody) =>
      request(support.updateTicket, { params: { id }, body }),
  };
}
