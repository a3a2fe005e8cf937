import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

const MINUTE = 60_000;

/**
 * Whether the caller may have one more page drawn anew (a page not kept), counting it: `true`, or
 * how many seconds until they may.
 */
export type RenderBudget = (request: FastifyRequest) => Promise<true | { retryAfter: number }>;

/**
 * Pages drawn anew per address, `perMinute` at most (`PAGE_RENDERS_PER_MINUTE`; `0`: no limit), on
 * @fastify/rate-limit's stores as the sign-in limits are (auth/rate-limits.ts): Redis when given,
 * so every instance counts together, else this process's memory. Drawing a page costs a render of
 * React and its queries; a kept page costs neither, so only pages not kept are counted. If Redis
 * fails, pages are drawn and the failure logged, as for the other limits.
 */
export async function registerRenderBudget(
  app: FastifyInstance,
  redis: Redis | undefined,
  perMinute: number,
): Promise<RenderBudget> {
  if (perMinute === 0) return () => Promise.resolve(true);
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  // A scope of its own: the plugin decorates the instance it is registered on, as the account
  // routes' limits register it on theirs.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: 'plaza:rate:' }),
    });
    limiter = scope.createRateLimit({
      max: perMinute,
      timeWindow: MINUTE,
      keyGenerator: (request) => `pageRenders:${normalizeIP(request.ip)}`,
    });
  });
  const count = limiter!;
  return async (request) => {
    let result;
    try {
      result = await count(request);
    } catch (error) {
      request.log.error({ err: error }, 'rate limit store failed: drawing the page');
      return true;
    }
    return !result.isAllowed && result.isExceeded
      ? { retryAfter: Math.max(1, result.ttlInSeconds) }
      : true;
  };
}
