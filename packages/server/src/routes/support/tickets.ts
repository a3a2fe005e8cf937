import { supportEndpoints as support } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { invalidField } from '../../http/http-error.js';
import { readMultipart } from '../../http/multipart.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { MAX_IMAGE_BYTES } from '../../storage/images.js';
import { attachmentFromUpload, saveAttachment } from '../../support/attachment.js';
import { isOwnPurchase } from '../../support/own-purchase.js';
import { listTickets, openTicket, ticketAnswer } from '../../support/tickets.js';
import { attachmentLinksFor } from './ticket-attachment.js';

/** The fields and the image of a new ticket: multipart as docs/api.md says, or JSON without an image. */
async function readTicketForm(
  request: FastifyRequest,
): Promise<{ fields: unknown; image: Buffer | undefined }> {
  if (!request.isMultipart()) return { fields: request.body, image: undefined };
  const { fields, files } = await readMultipart(request, {
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFiles: 1,
  });
  const file = files.find((part) => part.field === 'attachment');
  // A form whose file input was left empty still sends the part, with no name and no bytes.
  const image = file && (file.filename || file.data.length > 0) ? file.data : undefined;
  if (!image && fields.attachment != null) {
    throw invalidField('attachment', 'The submitted data was not a file.');
  }
  return { fields, image };
}

/** POST and GET `support/tickets/`: the caller's tickets. */
export function ticketRoutes(services: Services) {
  const { db, storage } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      support.createTicket,
      async ({ body, form }, request, reply) => {
        const { user } = sessionOf(request);
        const purchaseId = body.purchase ?? null;
        if (purchaseId !== null && !(await isOwnPurchase(db, user.id, purchaseId))) {
          throw invalidField('purchase', 'Choose one of your own purchases.');
        }
        const image = form.image && (await attachmentFromUpload(form.image));
        const attachment = image ? await saveAttachment(storage, image) : null;
        let ticket;
        try {
          ticket = await openTicket(services, user.id, { ...body, purchaseId, attachment });
        } catch (error) {
          if (attachment) await storage.remove(attachment);
          throw error;
        }
        reply.status(201);
        return ticketAnswer(ticket, attachmentLinksFor(services, request));
      },
      { form: { read: readTicketForm } },
    );

    route(app, support.tickets, async ({ query }, request) => {
      const { count, rows } = await listTickets(db, {
        ...query,
        userId: sessionOf(request).user.id,
      });
      const linkOf = attachmentLinksFor(services, request);
      const results = rows.map(({ ticket }) => ticketAnswer(ticket, linkOf));
      return pageAnswer(request, query, count, results);
    });
  };
}
