import { baseEndpoints as base } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import type { Outbox } from '../mail/mailer.js';

/** GET `dev/mail/?to=`: the latest messages to an address, newest first. Never in production. */
export function devMailRoutes(outbox: Outbox) {
  return async (app: FastifyInstance) => {
    route(app, base.devMail, async ({ query }) => outbox.to(query.to));
  };
}
