import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest } from './page-request.js';

/** What a client should wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Page requests the guard refused: the page server answers them a page (render/serve-pages.ts), or
 * the page fallback a plain `503` where there is none (http/serve-app.ts).
 */
const refusedPages = new WeakSet<FastifyRequest>();

/** Whether the guard refused `request`, a page's, and left its answer to the page fallback. */
export const refusedAsBusy = (request: FastifyRequest): boolean => refusedPages.has(request);

/** The guard's refusal, which the error handler answers as `{detail, code}` (http/error-handler.ts). */
export const busy = () =>
  Object.assign(new Error('the server is under pressure'), {
    code: 'FST_UNDER_PRESSURE',
    statusCode: 503,
  });

/**
 * Answers `503` with `Retry-After` while the event loop lags more than `maxEventLoopDelayMs` on
 * average, instead of queueing requests until every one of them times out: a saturated instance
 * sheds load at once, and a load balancer sends it elsewhere. A call under `/api/` gets the error
 * handler's `{detail, code}`; a page's request (one no route of its own takes) goes on to the page
 * fallback, marked refused, which answers the app's bare page in the visitor's language (a
 * person's browser shows a page, not JSON) and never draws one, or, with no page server, the same
 * plain `503`. A route of its own is refused here: let through, it would be served as usual. `0`
 * turns it off.
 */
export async function registerUnderPressure(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      if (!isPageRequest(request) || !request.is404) return Promise.reject(busy());
      refusedPages.add(request);
      return undefined;
    },
  });
}
