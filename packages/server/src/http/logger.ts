import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from '../config/index.js';
import { redactedUrl } from './redacted-url.js';

/**
 * A failed query's error without its parameters, which drizzle writes into its message (and so its
 * stack) and keeps as `params`: they are what a request sent (an address, a code's or a password's
 * hash, a message's words). Its query, and the database's own error as its cause, say what failed.
 */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const message = `Failed query: ${error.query}`;
  const safe = new Error(message, { cause: withoutParameters(error.cause) });
  safe.name = error.name;
  safe.stack = error.stack?.replace(error.message, message);
  return safe;
}

/**
 * The request log's serializers: Fastify's request serializer (lib/logger-pino.js) but for the URL's
 * secrets (and the `Accept-Version` header, which nothing here reads), and pino's error serializer
 * but for a failed query's parameters. A log line is read by whoever runs the server, and kept by log
 * collectors for months.
 */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }),
  err: (error: Error) => pino.stdSerializers.err(withoutParameters(error) as Error),
};

/** The header a page's in-process API call (render/in-process-api.ts) carries, set to `1`. */
export const IN_PROCESS_HEADER = 'x-plaza-in-process';

/**
 * Whether `request` is a page's in-process API call: its header, on a request made by Fastify's
 * `inject`, whose raw request is light-my-request's and never Node's `IncomingMessage`, which
 * every request from the network is. So a visitor sending the header is logged all the same.
 */
export function isInProcessCall(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === '1' && !(request.raw instanceof IncomingMessage);
}

/** The header that carries a request's id: read from a proxy in front, answered on every response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id short and plain enough to write into a log line as it came: no spaces, quotes or escapes. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`. Behind a proxy (TRUST_PROXY) a plain `X-Request-Id` it sent is kept, so its
 * access log and ours name a request alike; anything else gets a random UUID. Without a proxy the
 * header is the client's own, which could give its lines another request's id: it is not read.
 */
export function requestIdOf({ trustProxy }: Pick<Config, 'trustProxy'>) {
  const proxied = trustProxy !== false && trustProxy !== 0;
  return (request: IncomingMessage): string => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return proxied && typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
  };
}

/** Puts the request's id on its answer as `X-Request-Id`. */
export const answerRequestId = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header(REQUEST_ID_HEADER, request.id);

/**
 * Every answer carries its request's id, errors and pages and uploads alike, so a person who reports
 * one can name its log lines. First of the hooks, so an answer made in another's onRequest (a busy
 * server's 503) has it; the router's refusals, which no hook sees, add it themselves (error-handler.ts).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    answerRequestId(request, reply);
  });
}

/**
 * One line per request, written when its answer has gone (after the onResponse hooks), in place of
 * Fastify's two ("incoming request", "request completed"): the log was the largest cost of a kept
 * answer (bench/README.md, "The request log"). A page's in-process API calls have none: the page's
 * line holds them, and their errors are logged by the error handler (error-handler.ts).
 */
class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: isInProcessCall, requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactedUrl(request.url),
      route: request.routeOptions.url,
      status: reply.statusCode,
      responseTime: reply.elapsedTime,
      length: reply.getHeader('content-length'),
    };
    // The answer's socket failed before it was all written.
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export const requestLogController = () => new RequestLog();

/**
 * The server's log. JSON lines, for log collectors and for the tests that read them, written by
 * pino's asynchronous destination: a line is handed to the file system after the request's turn,
 * not written while its answer waits. On a terminal (`npm start`, `npm run dev`), one readable line
 * per event, by pino-pretty in pino's worker thread, so the console speaks to a person.
 */
export function loggerOptions(
  { logLevel }: Pick<Config, 'logLevel'>,
  terminal = process.stdout.isTTY,
): FastifyServerOptions['logger'] {
  const stream = terminal
    ? pino.transport({
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      })
    : // pino writes what is still waiting when the process exits (on-exit-leak-free).
      pino.destination({ dest: 1, sync: false });
  return { level: logLevel, serializers, stream };
}

/**
 * Writes what the log still holds when the server closes, before the process that closed it goes
 * on (or exits): the last lines of a shutdown are the ones read after an incident.
 */
export function flushLogOnClose(app: FastifyInstance): void {
  app.addHook('onClose', (_app, done) => (app.log as Logger).flush(() => done()));
}
