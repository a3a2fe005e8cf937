import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/** What a client should wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Answers `503` with `Retry-After` while the event loop lags more than `maxEventLoopDelayMs` on
 * average, instead of queueing requests until every one of them times out: a saturated instance
 * sheds load at once, and a load balancer sends it elsewhere. The answer's body comes from the
 * error handler (http/error-handler.ts), as `{detail, code}`. `0` turns it off.
 */
export async function registerUnderPressure(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
  });
}
