import { messageEndpoints as messages } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { registerRateLimits } from '../../auth/rate-limits.js';
import { invalidField } from '../../http/http-error.js';
import { imageFormReader } from '../../http/image-form.js';
import { originOf } from '../../http/origin.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { answerSignedImage } from '../../http/signed-image.js';
import { findConversation } from '../../messages/conversation.js';
import {
  listMessages,
  markSaleRead,
  messageAnswer,
  unreadInSale,
  unreadMessagesOf,
} from '../../messages/messages.js';
import { messagePhotoLinks, openMessagePhoto } from '../../messages/photo-links.js';
import { checkWritable, onlyParties, sendMessage } from '../../messages/send.js';
import type { Services } from '../../services.js';
import { privateImageFromUpload, savePrivateImage } from '../../storage/private-images.js';

/** The path's sale, written out so that `route` types what `load` answers (http/route.ts). */
type SaleParams = { id: number };

/** The conversation of the sale in the path, for the caller: someone else's sale is `404`. */
const conversationOf = (services: Services, request: FastifyRequest, saleId: number) =>
  findConversation(services.db, saleId, sessionOf(request).user);

/** The calls of docs/api.md, "Messages after the sale": a sale's conversation and its photos. */
export function messageRoutes(services: Services) {
  const { db, storage, keys, config } = services;
  return async (app: FastifyInstance) => {
    const enforce = await registerRateLimits(app, services.redis);
    /** Signed links to the photos of sale `saleId`, for this request's caller, at the origin they called. */
    const photoLinksFor = (request: FastifyRequest, saleId: number) =>
      messagePhotoLinks(keys.messagePhotoLink, originOf(request), saleId);

    route(
      app,
      messages.saleMessages,
      async ({ params: { id: saleId }, query }, request) => {
        const { user } = sessionOf(request);
        const { count, rows } = await listMessages(db, saleId, query);
        const linkOf = photoLinksFor(request, saleId);
        return {
          ...pageAnswer(
            request,
            query,
            count,
            rows.map((row) => messageAnswer(row, linkOf)),
          ),
          unread_count: await unreadInSale(db, saleId, user.id),
        };
      },
      {
        load: (request: FastifyRequest, { id: saleId }: SaleParams) =>
          conversationOf(services, request, saleId),
      },
    );

    route(
      app,
      messages.sendMessage,
      async ({ params: { id: saleId }, body, form }, request, reply) => {
        const { user } = sessionOf(request);
        // Blank words are no words (read as `''` or null): the photo alone says it.
        const text = body.text || null;
        if (!text && !form.image) throw invalidField('text', 'Write a message or add a photo.');
        const image = form.image && (await privateImageFromUpload(form.image, 'photo'));
        const photo = image ? await savePrivateImage(storage, 'messages', image) : null;
        let written;
        try {
          const filterContacts = config.messageContactFilter;
          const change = { ...services, log: request.log };
          written = await sendMessage(change, saleId, user, { text, photo }, { filterContacts });
        } catch (error) {
          if (photo) await storage.remove(photo);
          throw error;
        }
        reply.status(201);
        return messageAnswer(written, photoLinksFor(request, saleId));
      },
      {
        before: (request) => enforce(request, 'messageByUserMinute', 'messageByUserDay'),
        // Refused before a byte of the photo is read: someone else's sale, or one closed to the caller.
        load: async (request: FastifyRequest, { id: saleId }: SaleParams) =>
          checkWritable(await conversationOf(services, request, saleId)),
        form: { read: imageFormReader('photo') },
      },
    );

    route(
      app,
      messages.markMessagesRead,
      async ({ params: { id: saleId } }, request) => {
        const { user } = sessionOf(request);
        await markSaleRead(db, saleId, user.id);
        return { unread_count: await unreadMessagesOf(db, user.id) };
      },
      {
        load: async (request: FastifyRequest, { id: saleId }: SaleParams) => {
          const conversation = await conversationOf(services, request, saleId);
          // Only the parties' reading counts: an administrator reads without marking.
          if (conversation.role === 'admin') throw onlyParties();
        },
      },
    );

    route(app, messages.messagePhoto, ({ params: { id: saleId, messageId } }, request, reply) =>
      answerSignedImage(
        reply,
        { key: keys.messagePhotoLink, id: messageId, query: request.query },
        () => openMessagePhoto(db, storage, { saleId, messageId }),
      ),
    );
  };
}
