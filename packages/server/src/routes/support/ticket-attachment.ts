import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { operation } from '../../http/operation.js';
import { originOf } from '../../http/origin.js';
import { pathId } from '../../http/path-id.js';
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
    app.get(
      '/support/tickets/:id/attachment/',
      operation({
        summary: 'A ticket’s picture, by the signed link in its `attachment`',
        tag: 'Support',
        description:
          'No token: the link’s `expires` and `signature` are the credential, and only the ' +
          'ticket’s author and administrators are given one, lasting an hour or so. A bad or ' +
          'expired link is 404, as a ticket without a picture is.',
        answers: { 200: 'image' },
      }),
      async (request, reply) => {
        const id = pathId(request);
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
      },
    );
  };
}
