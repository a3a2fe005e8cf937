import { supportEndpoints as support } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { invalidField } from '../../http/http-error.js';
import { imageFormReader } from '../../http/image-form.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { privateImageFromUpload, savePrivateImage } from '../../storage/private-images.js';
import { isOwnPurchase } from '../../support/own-purchase.js';
import { listTickets, openTicket, ticketAnswer } from '../../support/tickets.js';
import { attachmentLinksFor } from './ticket-attachment.js';

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
        const image = form.image && (await privateImageFromUpload(form.image, 'attachment'));
        const attachment = image ? await savePrivateImage(storage, 'tickets', image) : null;
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
      // Multipart as docs/api.md says, or JSON without an image.
      { form: { read: imageFormReader('attachment') } },
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
