import { supportEndpoints as support } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { originOf } from '../../http/origin.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { openAttachment } from '../../support/attachment.js';
import { attachmentLinks, secondsLeft } from '../../support/attachment-links.js';

/** The signed links to tickets' pictures for this request's caller, at the origin they called. */
export const attachmentLinksFor = ({ keys }: Services, request: FastifyRequest) =>
  attachmentLinks(keys.attachmentLink, originOf(request));

/** GET `support/tickets/{id}/attachment/`: a ticket's picture, by the signed link only. */
export function ticketAttachmentRoutes(services: Services) {
  const { db, storage, keys } = services;
  return async (app: FastifyInstance) => {
    route(app, support.ticketAttachment, async ({ params: { id } }, request, reply) => {
      // The signature first: a guessed link costs no query.
      const left = secondsLeft(keys.attachmentLink, id, request.query);
      if (left === undefined) throw notFound();
      const file = await openAttachment(db, storage, id);
      if (!file) throw notFound();
      return (
        reply
          .type('image/webp')
          .header('Content-Length', file.size)
          // Only this browser may keep it, and no longer than the link is good for.
          .header('Cache-Control', `private, max-age=${left}`)
          .send(file.stream)
      );
    });
  };
}
