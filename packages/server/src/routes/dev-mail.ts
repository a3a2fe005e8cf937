import type { MailMessage } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { object, refine, string } from 'superstruct';
import type { Outbox } from '../mail/mailer.js';
import { parse } from '../http/validate.js';

/** Any address mail may go to, such as `SUPPORT_EMAIL`'s default `support@localhost`. */
const DevMailQuery = object({
  to: refine(
    string(),
    'address',
    (value) => /^[^\s@]+@[^\s@]+$/.test(value) || 'Enter an address.',
  ),
});

/** GET `dev/mail/?to=`: the latest messages to an address, newest first. Never in production. */
export function devMailRoutes(outbox: Outbox) {
  return async (app: FastifyInstance) => {
    app.get('/dev/mail/', async (request): Promise<MailMessage[]> => {
      return outbox.to(parse(DevMailQuery, request.query).to);
    });
  };
}
