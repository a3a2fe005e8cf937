import type { EnvReader } from './env-reader.js';
import type { NodeEnv } from './server.js';

/** How the HTTP layer treats callers: proxies, rate limits, load shedding, the API's docs. */
export interface HttpConfig {
  /** Rate-limit counters shared by every instance; in memory when unset. */
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: whose `X-Forwarded-*` headers name the client. */
  trustProxy: boolean | number | string[];
  /** Where `base/geolocate/` places callers it cannot locate, such as private addresses. */
  defaultLocation: { latitude: number; longitude: number };
  /** Whether `/api/openapi.json` and `/api/docs` describe the API; on unless `API_DOCS=false`. */
  apiDocs: boolean;
  /** The event loop's average lag past which requests are answered `503` (http/under-pressure.ts); 0: never. */
  maxEventLoopDelayMs: number;
  /**
   * How many pages one address may have drawn anew (not kept) a minute, past which it gets the
   * app's bare page (render/render-budget.ts); `0`: no limit.
   */
  pageRendersPerMinute: number;
  /**
   * The site's public origin (`PUBLIC_URL`, as `https://plaza.example`), for the canonical and Open
   * Graph addresses of pages and the sitemap's; each request's own origin when unset.
   */
  publicUrl: string | undefined;
}

/** Bogotá: the default place for callers the offline database cannot locate. */
const DEFAULT_LOCATION = '4.711,-74.0721';
/** A second of average lag: far past any healthy load, well before clients time out. */
const MAX_EVENT_LOOP_DELAY_MS = 1000;
/**
 * Far more pages than a person opens a minute by address (moving around the app draws no page on
 * the server), and kept pages are not counted; a script asking for a new address each time is
 * held to this many server renders.
 */
const PAGE_RENDERS_PER_MINUTE = 30;

/**
 * REDIS_URL, TRUST_PROXY, DEFAULT_LOCATION, API_DOCS, MAX_EVENT_LOOP_DELAY_MS,
 * PAGE_RENDERS_PER_MINUTE and PUBLIC_URL.
 */
export function readHttpConfig(env: EnvReader, nodeEnv: NodeEnv): HttpConfig {
  const redisUrl = env.text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\/.+/.test(redisUrl)) {
    env.problem('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return {
    redisUrl,
    trustProxy: readTrustProxy(env),
    defaultLocation: readLocation(env),
    apiDocs: env.flag('API_DOCS', true),
    maxEventLoopDelayMs: readMaxEventLoopDelay(env, nodeEnv),
    pageRendersPerMinute: readPageRendersPerMinute(env),
    publicUrl: readPublicUrl(env),
  };
}

/** An http(s) origin with no path, query or fragment; a trailing slash is dropped. */
function readPublicUrl(env: EnvReader): string | undefined {
  const value = env.text('PUBLIC_URL');
  if (value === undefined) return undefined;
  if (/^https?:\/\/[^/?#\s]+\/?$/i.test(value)) {
    try {
      return new URL(value).origin;
    } catch {
      // Not a host a URL can name: said below.
    }
  }
  env.problem(
    `PUBLIC_URL must be an http:// or https:// origin such as https://plaza.example; got "${value}"`,
  );
  return undefined;
}

function readTrustProxy(env: EnvReader): HttpConfig['trustProxy'] {
  const value = env.text('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((address) => address.trim());
  if (addresses.every((address) => /^[0-9a-f.:]+(\/\d+)?$/i.test(address))) return addresses;
  env.problem(
    `TRUST_PROXY must be true, false, a number of proxies or a list of addresses; got "${value}"`,
  );
  return false;
}

function readLocation(env: EnvReader): HttpConfig['defaultLocation'] {
  const value = env.text('DEFAULT_LOCATION') ?? DEFAULT_LOCATION;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  const latitude = Number(match?.[1]);
  const longitude = Number(match?.[2]);
  if (match && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
    return { latitude, longitude };
  env.problem(`DEFAULT_LOCATION must be "latitude,longitude"; got "${value}"`);
  return { latitude: 0, longitude: 0 };
}

/**
 * `0` sheds no load. That is the default under `NODE_ENV=test`, where the server shares its process
 * with the test runner, whose module loading stalls the loop for seconds on a busy machine.
 */
function readMaxEventLoopDelay(env: EnvReader, nodeEnv: NodeEnv) {
  const value = env.text('MAX_EVENT_LOOP_DELAY_MS');
  if (value === undefined) return nodeEnv === 'test' ? 0 : MAX_EVENT_LOOP_DELAY_MS;
  if (/^\d+$/.test(value) && (Number(value) === 0 || Number(value) >= 10)) return Number(value);
  env.problem(`MAX_EVENT_LOOP_DELAY_MS must be 0 (off) or a whole number from 10; got "${value}"`);
  return MAX_EVENT_LOOP_DELAY_MS;
}

function readPageRendersPerMinute(env: EnvReader) {
  const value = env.text('PAGE_RENDERS_PER_MINUTE');
  if (value === undefined) return PAGE_RENDERS_PER_MINUTE;
  if (/^\d{1,6}$/.test(value)) return Number(value);
  env.problem(`PAGE_RENDERS_PER_MINUTE must be 0 (no limit) or a whole number; got "${value}"`);
  return PAGE_RENDERS_PER_MINUTE;
}
