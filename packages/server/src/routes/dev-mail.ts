import type { MailMessage } from '@plaza/api';
import { Email } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import type { Outbox } from '../mail/mailer.js';
import { parse } from '../http/validate.js';

const DevMailQuery = object({ to: Email });

/** GET `dev/mail/?to=`: the latest messages to an address, newest first. Never in production. */
export function devMailRoutes(outbox: Outbox) {
  return async (app: FastifyInstance) => {
    app.get('/dev/mail/', async (request): Promise<MailMessage[]> => {
      return outbox.to(parse(DevMailQuery, request.query).to);
    });
  };
}
