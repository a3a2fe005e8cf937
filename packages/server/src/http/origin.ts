import type { FastifyRequest } from 'fastify';

/**
 * This server's origin as the caller reached it, for absolute URLs in answers. Behind a proxy
 * (`TRUST_PROXY`), Fastify takes the scheme and host from its `X-Forwarded-*` headers.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
