import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './http-error.js';
import { closeAfterAnswer } from './lingering-close.js';
import { answerRequestId } from './logger.js';
import type { SecureAnswer } from './security-headers.js';

type Known = { status: number; code: string; detail: string };

const TOO_LARGE: Known = {
  status: 413,
  code: 'payload_too_large',
  detail: 'Request body is too large.',
};
const SERVER_ERROR: Known = {
  status: 500,
  code: 'server_error',
  detail: 'Internal server error.',
};
const MALFORMED_MULTIPART: Known = {
  status: 400,
  code: 'parse_error',
  detail: 'Malformed multipart body.',
};

/** Fastify's and @fastify/multipart's own failures, mapped to the API's codes (docs/api.md, Conventions). */
const FASTIFY_CODES: Record<string, Known> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Unsupported media type.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'parse_error',
    detail: 'The JSON body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'parse_error', detail: 'Malformed JSON.' },
  FST_PARTS_LIMIT: TOO_LARGE,
  FST_FILES_LIMIT: TOO_LARGE,
  FST_FIELDS_LIMIT: TOO_LARGE,
  FST_PROTO_VIOLATION: MALFORMED_MULTIPART,
  FST_MP_PREMATURE_CLOSE: MALFORMED_MULTIPART,
  // @fastify/under-pressure (http/under-pressure.ts) has set `Retry-After`.
  FST_UNDER_PRESSURE: {
    status: 503,
    code: 'service_unavailable',
    detail: 'The server is busy: try again shortly.',
  },
};

/** The router's refusals, made before any route or hook. */
const ROUTER_CODES: Record<string, Known> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', detail: 'The URL is not valid.' },
  // A path segment past the router's 100 characters is longer than any id or username (3–30): as
  // DRF would, say there is no such thing.
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, code: 'not_found', detail: 'Not found.' },
};

/**
 * A body refused for its size is left unread, so its connection closes after the answer rather
 * than wait for the rest of a body its client may never send, which would hold it open through a
 * shutdown.
 */
const withStatus = (reply: FastifyReply, status: number) =>
  (status === 413 ? closeAfterAnswer(reply) : reply).status(status);

/**
 * Every error leaves as `{detail, code}`, or as a field map for validation; nothing internal reaches
 * the caller of a `500`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) return reply.status(400).send(error.fields);
    if (error instanceof HttpError) {
      return withStatus(reply, error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, code: error.code, ...error.extra });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return withStatus(reply, known.status).send({ detail: known.detail, code: known.code });
    }
    // Malformed JSON surfaces as a SyntaxError with a 400 status from the body parser.
    if (error.statusCode === 400) {
      return reply.status(400).send({ detail: 'Malformed request.', code: 'parse_error' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: SERVER_ERROR.detail, code: SERVER_ERROR.code });
  });
}

/**
 * Fastify's `frameworkErrors`: the router's refusals leave as `{detail, code}` too, with the headers
 * every answer carries (its request's id among them), which no hook adds to them. Fastify's own
 * answer echoes the URL.
 */
export function routerErrorAnswer(secure: SecureAnswer) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_CODES[error.code];
    if (!known) request.log.error({ err: error }, 'unhandled router error');
    const { status, code, detail } = known ?? SERVER_ERROR;
    secure(request, reply);
    answerRequestId(request, reply);
    return reply.status(status).send({ detail, code });
  };
}
