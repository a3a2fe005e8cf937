import {
  AdminTicket,
  AdminTicketPage,
  AdminTicketQuery,
  TicketUpdateBody,
  type Page,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../accounts/notify.js';
import { notFound } from '../../http/http-error.js';
import { pageAnswer } from '../../http/pagination.js';
import { parse, parseQuery } from '../../http/validate.js';
import { ticketAnswered } from '../../mail/templates/ticket-answered.js';
import type { Services } from '../../services.js';
import { listTickets, ticketAnswer, updateTicket } from '../../support/tickets.js';
import { idOf } from '../id-param.js';
import { operation } from '../../http/operation.js';
import { attachmentLinksFor } from './ticket-attachment.js';

/** The administrators' support calls: every ticket, and answering one. */
export function adminTicketRoutes(services: Services) {
  const { db, mailer } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/support/admin/tickets/',
      operation({
        summary: 'Every ticket (administrators)',
        tag: 'Administration',
        auth: 'admin',
        query: AdminTicketQuery,
        answers: { 200: AdminTicketPage },
      }),
      async (request): Promise<Page<AdminTicket>> => {
        const query = parseQuery(AdminTicketQuery, request.query);
        const { count, rows } = await listTickets(db, query);
        const linkOf = attachmentLinksFor(services, request);
        const results = rows.map(({ ticket, user }) => ({
          ...ticketAnswer(ticket, linkOf),
          user,
        }));
        return pageAnswer(request, query, count, results);
      },
    );

    app.patch(
      '/support/admin/tickets/:id/',
      operation({
        summary: 'Answer a ticket or change its status (administrators)',
        tag: 'Administration',
        auth: 'admin',
        body: TicketUpdateBody,
        answers: { 200: AdminTicket },
      }),
      async (request): Promise<AdminTicket> => {
        const id = idOf(request);
        const changes = parse(TicketUpdateBody, request.body);
        const updated = await updateTicket(db, id, changes);
        if (!updated) throw notFound();
        const { ticket, user } = updated;
        if (changes.answer !== undefined && ticket.answer) {
          notify(mailer, request.log, user, ticketAnswered, {
            username: user.username,
            id: ticket.id,
            subject: ticket.subject,
            answer: ticket.answer,
          });
        }
        return {
          ...ticketAnswer(ticket, attachmentLinksFor(services, request)),
          user: { id: user.id, username: user.username, email: user.email },
        };
      },
    );
  };
}
