import { IncomingMessage } from 'node:http';
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config/index.js';

/**
 * Query parameters that carry a secret (a `?refresh=` sign-in link's token, a reset code): the
 * request log keeps that they were there, never their value.
 */
const SECRET_PARAMS = ['refresh', 'token', 'code', 'otp'];

const REDACTED = '[redacted]';

/** `url` (a request's path and query) with the values of SECRET_PARAMS replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let redacted = false;
  for (const name of SECRET_PARAMS) {
    if (!query.has(name)) continue;
    query.set(name, REDACTED);
    redacted = true;
  }
  if (!redacted) return url;
  // URLSearchParams would write the brackets as %5B and %5D: the log is for people to read.
  return `${url.slice(0, queryAt)}?${query.toString().replaceAll('%5Bredacted%5D', REDACTED)}`;
}

/**
 * Fastify's own request serializer (lib/logger-pino.js), but for the URL's secrets (and the
 * `Accept-Version` header, which nothing here reads): a log line is read by whoever runs the
 * server, and kept by log collectors for months.
 */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }),
};

/** The header a page's in-process API call (render/in-process-api.ts) carries, set to `1`. */
export const IN_PROCESS_HEADER = 'x-plaza-in-process';

/**
 * Whether `request` is a page's in-process API call: its header, on a request made by Fastify's
 * `inject`, whose raw request is light-my-request's and never Node's `IncomingMessage`, which
 * every request from the network is. So a visitor sending the header is logged all the same.
 */
function isInProcessCall(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === '1' && !(request.raw instanceof IncomingMessage);
}

/**
 * Fastify's lines for each request, but for a page's in-process API calls: the page's request is
 * logged, and each of its calls again would only repeat it. Their errors are still logged, by the
 * error handler (error-handler.ts).
 */
export const requestLogController = () =>
  new LogController({ disableRequestLogging: isInProcessCall });

/**
 * The server's log. In development (`npm start`, `npm run dev`) one readable line per event,
 * written by pino-pretty in pino's worker thread, so the console speaks to a person; elsewhere JSON
 * lines, for log collectors and for the tests that read them.
 */
export function loggerOptions({
  logLevel,
  nodeEnv,
}: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  if (nodeEnv !== 'development') return { level: logLevel, serializers };
  return {
    level: logLevel,
    serializers,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
