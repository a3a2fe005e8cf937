import { MailMessageList, type MailMessage } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { object, refine, string } from 'superstruct';
import type { Outbox } from '../mail/mailer.js';
import { parse } from '../http/validate.js';
import { operation } from '../http/operation.js';

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
    const doc = operation({
      summary: 'The latest messages to an address (outside production only)',
      tag: 'Development',
      query: DevMailQuery,
      answers: { 200: MailMessageList },
    });
    app.get('/dev/mail/', doc, async (request): Promise<MailMessage[]> => {
      return outbox.to(parse(DevMailQuery, request.query).to);
    });
  };
}
