import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { adminTicketRoutes } from './admin-tickets.js';
import { ticketAttachmentRoutes } from './ticket-attachment.js';
import { ticketRoutes } from './tickets.js';

/** The Support calls of docs/api.md, under `support/`. */
export function supportRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(ticketRoutes(services));
    await app.register(ticketAttachmentRoutes(services));
    await app.register(adminTicketRoutes(services));
  };
}
