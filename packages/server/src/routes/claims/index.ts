import { claimEndpoints as endpoints } from '@plaza/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import {
  acceptClaimOffer,
  claimReturnReceived,
  claimReturnSent,
  decideClaim,
  escalateClaim,
  respondToClaim,
  withdrawClaim,
} from '../../claims/actions.js';
import { claimAnswer } from '../../claims/answers.js';
import {
  claimPage,
  claimRow,
  ESCALATED_FIRST,
  NEWEST_FIRST,
  partyTo,
  refundIn,
  type ClaimRow,
} from '../../claims/claim-rows.js';
import { checkClaimable, openClaim } from '../../claims/open.js';
import { claimPhotoLinks, openClaimPhoto } from '../../claims/photo-links.js';
import { claims } from '../../db/schema/index.js';
import { notFound } from '../../http/http-error.js';
import { markClaimRefundPaid } from '../../payments/claim-refunds.js';
import { originOf } from '../../http/origin.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { answerSignedImage } from '../../http/signed-image.js';
import type { Services } from '../../services.js';
import { privateImageFromUpload, savePrivateImage } from '../../storage/private-images.js';
import { readClaimForm } from './claim-form.js';

/** The path's sale, written out so that `route` types what `load` answers (http/route.ts). */
type SaleParams = { id: number };

/** The calls of docs/api.md, Claims, and the administrators' queue and decision. */
export function claimRoutes(services: Services) {
  const { db, storage, keys, config } = services;
  return async (app: FastifyInstance) => {
    /** A claim's answer for this request's caller, its photos' links at the origin they called. */
    const answerFor = (request: FastifyRequest) => (row: ClaimRow) =>
      claimAnswer(row, claimPhotoLinks(keys.claimPhotoLink, originOf(request), row.claim.id));
    /** A step's services: the change's, with this request's log. */
    const stepServices = (request: FastifyRequest) => ({ ...services, log: request.log });

    route(
      app,
      endpoints.openClaim,
      async ({ params: { id: saleId }, body, form }, request, reply) => {
        const { user } = sessionOf(request);
        const images = await Promise.all(
          form.photos.map((photo) => privateImageFromUpload(photo, 'photos')),
        );
        const photos: string[] = [];
        try {
          for (const image of images) photos.push(await savePrivateImage(storage, 'claims', image));
          const row = await openClaim(stepServices(request), config, saleId, user, {
            ...body,
            photos,
          });
          reply.status(201);
          return answerFor(request)(row);
        } catch (error) {
          await Promise.all(photos.map((key) => storage.remove(key)));
          throw error;
        }
      },
      {
        // Refused before a byte of the photos is read: someone else's sale, or one not claimable.
        load: async (request: FastifyRequest, { id: saleId }: SaleParams) => {
          await checkClaimable(services, saleId, sessionOf(request).user, config);
        },
        form: { read: readClaimForm },
      },
    );

    route(app, endpoints.claims, async ({ query }, request) => {
      const { user } = sessionOf(request);
      const where = and(
        partyTo(user.id, query.role),
        query.status && eq(claims.status, query.status),
      );
      const { count, rows } = await claimPage(db, where, NEWEST_FIRST, query);
      return pageAnswer(request, query, count, rows.map(answerFor(request)));
    });

    route(app, endpoints.claim, async ({ params: { id } }, request) => {
      const { user } = sessionOf(request);
      const row = await claimRow(db, id);
      const party = row && (row.buyerId === user.id || row.sellerId === user.id);
      if (!row || !(party || user.isAdmin)) throw notFound();
      return answerFor(request)(row);
    });

    route(app, endpoints.respondToClaim, async ({ params: { id }, body }, request) =>
      answerFor(request)(
        await respondToClaim(stepServices(request), id, sessionOf(request).user, body),
      ),
    );

    route(app, endpoints.acceptClaimOffer, async ({ params: { id } }, request) =>
      answerFor(request)(
        await acceptClaimOffer(stepServices(request), id, sessionOf(request).user),
      ),
    );

    route(app, endpoints.claimReturnSent, async ({ params: { id }, body }, request) =>
      answerFor(request)(
        await claimReturnSent(
          stepServices(request),
          id,
          sessionOf(request).user,
          body.tracking_code,
        ),
      ),
    );

    route(app, endpoints.claimReturnReceived, async ({ params: { id } }, request) =>
      answerFor(request)(
        await claimReturnReceived(stepServices(request), id, sessionOf(request).user),
      ),
    );

    route(app, endpoints.escalateClaim, async ({ params: { id } }, request) =>
      answerFor(request)(await escalateClaim(stepServices(request), id, sessionOf(request).user)),
    );

    route(app, endpoints.withdrawClaim, async ({ params: { id } }, request) =>
      answerFor(request)(await withdrawClaim(stepServices(request), id, sessionOf(request).user)),
    );

    route(app, endpoints.claimPhoto, async ({ params: { id, photo } }, request, reply) =>
      answerSignedImage(reply, { key: keys.claimPhotoLink, id, query: request.query }, async () =>
        openClaimPhoto(storage, await claimRow(db, id), photo),
      ),
    );

    route(app, endpoints.adminClaims, async ({ query }, request) => {
      const where = and(
        query.status && eq(claims.status, query.status),
        query.refund && refundIn(query.refund),
      );
      const { count, rows } = await claimPage(db, where, ESCALATED_FIRST, query);
      return pageAnswer(request, query, count, rows.map(answerFor(request)));
    });

    route(app, endpoints.decideClaim, async ({ params: { id }, body }, request) =>
      answerFor(request)(
        await decideClaim(stepServices(request), id, sessionOf(request).user, body),
      ),
    );

    route(app, endpoints.markClaimRefundPaid, async ({ params: { id } }, request) => {
      await markClaimRefundPaid(db, id);
      const row = await claimRow(db, id);
      if (!row) throw notFound();
      return answerFor(request)(row);
    });
  };
}
