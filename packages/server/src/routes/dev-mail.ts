import { Email, MailMessageList, type MailMessage } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import type { Outbox } from '../mail/mailer.js';
import { parse } from '../http/validate.js';
import { operation } from '../http/operation.js';

const DevMailQuery = object({ to: Email });

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
