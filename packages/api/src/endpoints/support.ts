import { endpoint } from '../endpoint.js';
import {
  AdminTicket,
  AdminTicketPage,
  AdminTicketQuery,
  Ticket,
  TicketBody,
  TicketPage,
  TicketQuery,
  TicketUpdateBody,
} from '../schemas/support.js';

/* The Support calls of docs/api.md, under `support/`. */

export const createTicket = endpoint({
  method: 'POST',
  path: '/support/tickets/',
  summary: 'Ask support, with an optional picture',
  tag: 'Support',
  auth: 'user',
  body: TicketBody,
  files: { attachment: 'one' },
  answers: { 201: Ticket },
  errors: [429],
});

export const tickets = endpoint({
  method: 'GET',
  path: '/support/tickets/',
  summary: 'The caller’s tickets',
  tag: 'Support',
  auth: 'user',
  query: TicketQuery,
  answers: { 200: TicketPage },
});

export const ticketAttachment = endpoint({
  method: 'GET',
  path: '/support/tickets/:id/attachment/',
  summary: 'A ticket’s picture, by the signed link in its `attachment`',
  tag: 'Support',
  description:
    'No token: the link’s `expires` and `signature` are the credential, and only the ' +
    'ticket’s author and administrators are given one, lasting an hour or so. A bad or ' +
    'expired link is 404, as a ticket without a picture is.',
  answers: { 200: 'image' },
});

export const adminTickets = endpoint({
  method: 'GET',
  path: '/support/admin/tickets/',
  summary: 'Every ticket (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: AdminTicketQuery,
  answers: { 200: AdminTicketPage },
});

export const updateTicket = endpoint({
  method: 'PATCH',
  path: '/support/admin/tickets/:id/',
  summary: 'Answer a ticket or change its status (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: TicketUpdateBody,
  answers: { 200: AdminTicket },
});
