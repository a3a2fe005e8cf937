import { supportEndpoints as support } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { listTickets, ticketAnswer, updateTicket } from '../../support/tickets.js';
import { attachmentLinksFor } from './ticket-attachment.js';

/** The administrators' support calls: every ticket, and answering one. */
export function adminTicketRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, support.adminTickets, async ({ query }, request) => {
      const { count, rows } = await listTickets(db, query);
      const linkOf = attachmentLinksFor(services, request);
      const results = rows.map(({ ticket, user }) => ({
        ...ticketAnswer(ticket, linkOf),
        user,
      }));
      return pageAnswer(request, query, count, results);
    });

    route(app, support.updateTicket, async ({ params: { id }, body: changes }, request) => {
      const updated = await updateTicket(services, id, changes);
      if (!updated) throw notFound();
      const { ticket, user } = updated;
      return {
        ...ticketAnswer(ticket, attachmentLinksFor(services, request)),
        user: { id: user.id, username: user.username, email: user.email },
      };
    });
  };
}
