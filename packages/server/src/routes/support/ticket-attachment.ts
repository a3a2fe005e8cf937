import { supportEndpoints as support } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../../http/origin.js';
import { route } from '../../http/route.js';
import { answerSignedImage } from '../../http/signed-image.js';
import type { Services } from '../../services.js';
import { openAttachment } from '../../support/attachment.js';
import { attachmentLinks } from '../../support/attachment-links.js';

/** The signed links to tickets' pictures for this request's caller, at the origin they called. */
export const attachmentLinksFor = ({ keys }: Services, request: FastifyRequest) =>
  attachmentLinks(keys.attachmentLink, originOf(request));

/** GET `support/tickets/{id}/attachment/`: a ticket's picture, by the signed link only. */
export function ticketAttachmentRoutes(services: Services) {
  const { db, storage, keys } = services;
  return async (app: FastifyInstance) => {
    route(app, support.ticketAttachment, ({ params: { id } }, request, reply) =>
      answerSignedImage(reply, { key: keys.attachmentLink, id, query: request.query }, () =>
        openAttachment(db, storage, id),
      ),
    );
  };
}
