import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/http-error.js';

export const MINUTE = 60_000;

/** What a rule counts by: the caller's address, or the account a request is about. */
type KeyOf = (request: FastifyRequest) => string | undefined;

const byIp: KeyOf = (request) => normalizeIP(request.ip);
/** A body field such as `username` or `email`, as the account is looked up: trimmed, lower-case. */
const byField =
  (field: string): KeyOf =>
  (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };
const byUser: KeyOf = (request) => (request.auth ? String(request.auth.user.id) : undefined);

/**
 * Enough for a person who mistypes, too few for a guessing script. Limits by address stop one
 * machine trying many accounts; limits by account stop many machines trying one. Wrong passwords
 * are counted per account by sign-in-guard.ts, which counts failures only and spares the owner's
 * own addresses.
 */
const RULES = {
  loginByIp: { max: 30, timeWindow: 5 * MINUTE, key: byIp },
  logoutByIp: { max: 30, timeWindow: 5 * MINUTE, key: byIp },
  registerByIp: { max: 10, timeWindow: 60 * MINUTE, key: byIp },
  registerByEmail: { max: 5, timeWindow: 60 * MINUTE, key: byField('email') },
  resetSendByIp: { max: 10, timeWindow: 15 * MINUTE, key: byIp },
  resetSendByEmail: { max: 3, timeWindow: 15 * MINUTE, key: byField('email') },
  resetByIp: { max: 20, timeWindow: 15 * MINUTE, key: byIp },
  resetByEmail: { max: 10, timeWindow: 15 * MINUTE, key: byField('email') },
  sendCodeByIp: { max: 20, timeWindow: 15 * MINUTE, key: byIp },
  sendCodeByUser: { max: 5, timeWindow: 15 * MINUTE, key: byUser },
  // A sale's conversation (docs/api.md): enough to talk, too few to flood the other party.
  messageByUserMinute: { max: MESSAGES_PER_MINUTE, timeWindow: MINUTE, key: byUser },
  messageByUserDay: { max: MESSAGES_PER_DAY, timeWindow: 24 * 60 * MINUTE, key: byUser },
} satisfies Record<string, { max: number; timeWindow: number; key: KeyOf }>;

export type RateLimitRule = keyof typeof RULES;

/** `429` with how many seconds to wait, as every limit answers. */
export const throttled = (seconds: number) =>
  new HttpError(
    429,
    'throttled',
    `Request was throttled. Expected available in ${seconds} seconds.`,
    { 'Retry-After': String(seconds) },
  );

/**
 * Counters for the rules above on @fastify/rate-limit's stores: Redis when given, so every instance
 * shares them, else this process's memory. `enforce` counts a request against rules and answers
 * `429` with `Retry-After` past a limit. If Redis fails, requests pass and the failure is logged:
 * nobody should be locked out of their account by a cache outage.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'plaza:rate:' }),
  });
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([name, rule]) => [
      name,
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindow,
        keyGenerator: (request) => `${name}:${rule.key(request) ?? ''}`,
        // A request with no key for a rule (no e-mail in the body) is not counted against it.
        allowList: (request) => rule.key(request) === undefined,
      }),
    ]),
  ) as Record<RateLimitRule, ReturnType<FastifyInstance['createRateLimit']>>;

  return async function enforce(request: FastifyRequest, ...rules: RateLimitRule[]) {
    for (const rule of rules) {
      let result;
      try {
        result = await limiters[rule](request);
      } catch (error) {
        request.log.error(
          { err: error, rule },
          'rate limit store failed: letting the request pass',
        );
        continue;
      }
      if (!result.isAllowed && result.isExceeded) throw throttled(Math.max(1, result.ttlInSeconds));
    }
  };
}

export type EnforceRateLimits = Awaited<ReturnType<typeof registerRateLimits>>;
