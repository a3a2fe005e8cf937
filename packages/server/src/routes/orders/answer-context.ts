import type { FastifyRequest } from 'fastify';
import { originOf } from '../../http/origin.js';
import type { OrderAnswerContext } from '../../orders/answers.js';
import type { Services } from '../../services.js';

/** What purchase and sale answers need from this request: absolute URLs at its origin, and who asks. */
export const orderAnswerContext = (
  services: Services,
  request: FastifyRequest,
): OrderAnswerContext => ({
  db: services.db,
  storage: services.storage,
  origin: originOf(request),
  bankTransferInstructions: services.config.bankTransferInstructions,
  viewerId: request.auth?.user.id,
});
