import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/index.js';

/**
 * This server's origin as the caller reached it, for absolute URLs in answers. Behind a proxy
 * (`TRUST_PROXY`), Fastify takes the scheme and host from its `X-Forwarded-*` headers.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The site's public origin: `PUBLIC_URL`, else the request's. What pages' canonical addresses and
 * the payment providers' return and webhook addresses use.
 */
export const publicOrigin = (
  { config }: { config: Pick<Config, 'publicUrl'> },
  request: FastifyRequest,
) => config.publicUrl ?? originOf(request);
