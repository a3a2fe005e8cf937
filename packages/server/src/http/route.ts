import {
  toJsonSchema,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type FieldErrors,
  type ParamsOf,
  type QueryOf,
} from '@plaza/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error.js';
import { operation } from './operation.js';
import { collectErrors, parse, parseQuery, throwIfAny } from './validate.js';

/** A call's parts as its endpoint declares them, checked and parsed (defaults applied). */
export interface Input<E extends Endpoint, F = undefined, L = undefined> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** What `form.read` made of the request, for a call that takes files. */
  form: F;
  /** What `load` found for the call's parameters, before the body was read. */
  loaded: L;
}

/** A multipart body (or a JSON one) read into the fields the body's struct checks and the files. */
export interface Form {
  fields: unknown;
}

export interface RouteOptions<E extends Endpoint, F extends Form, L> {
  /** What runs before the request is checked, such as a rate limit that counts malformed tries. */
  before?(request: FastifyRequest): Promise<void>;
  /**
   * What the call acts on, found from its parsed parameters before its body is read: a call that
   * takes files on something that must be the caller's refuses anyone else's (`404`, `403`) before
   * reading a byte of their files. The handler gets it as `loaded`, typed by what `load` answers
   * when `load`'s parameters are written out (TypeScript types the handler first otherwise).
   */
  load?(request: FastifyRequest, params: ParamsOf<E>): Promise<L>;
  form?: {
    /** Reads the request's fields and files, with the limits of this call. */
    read(request: FastifyRequest): Promise<F>;
    /** Checks of the files that belong in the same `400` as the fields' (throws a ValidationError). */
    check?(form: F): void;
  };
}

/** What a handler answers: the endpoint's answer, or the reply it sent itself (a file, a `204`). */
export type Answered<E extends Endpoint> = [AnswerOf<E>] extends [Blob | undefined]
  ? FastifyReply | void
  : AnswerOf<E> | FastifyReply;

export type Handler<E extends Endpoint, F = undefined, L = undefined> = (
  input: Input<E, F, L>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answered<E>>;

/** Each request's parsed parts, beside it rather than over `request.body`: the raw stays as sent. */
const parsedInput = new WeakMap<FastifyRequest, Input<Endpoint, unknown, unknown>>();

/**
 * Checks a request against its endpoint before the handler runs, after its `auth` guard: the path's
 * parameters (`404` when one can't be what it names), then what they name (`load`), then the body,
 * with the form's own checks in the same answer, then the query (`400` naming every field at
 * fault, http/validate.ts). A `preValidation` hook rather than Fastify's validator compiler: a
 * multipart body is read here, asynchronously, and its files' checks join the fields' in one
 * answer, which a compiled validator, given the body alone, could not do.
 */
function checkRequest<E extends Endpoint, F extends Form, L>(
  endpoint: E,
  options: RouteOptions<E, F, L>,
) {
  return async (request: FastifyRequest) => {
    const [badParams, params] = endpoint.params.validate(request.params, { coerce: true });
    if (badParams) throw notFound();
    const loaded = await options.load?.(request, params as ParamsOf<E>);
    const form = await options.form?.read(request);
    const errors: FieldErrors = {};
    const body = endpoint.body
      ? await collectErrors(errors, () => parse(endpoint.body!, form ? form.fields : request.body))
      : undefined;
    if (form && options.form?.check) await collectErrors(errors, () => options.form!.check!(form));
    throwIfAny(errors);
    const query = endpoint.query ? parseQuery(endpoint.query, request.query) : undefined;
    parsedInput.set(request, { params, query, body, form, loaded });
  };
}

/**
 * Registers the route of `endpoint` (packages/api/src/endpoint.ts) under `app`: its method and path,
 * its guard (`auth`), its OpenAPI operation, and the check of its parameters, body and query, so
 * `handler` gets them parsed and typed and never reads `request.body` itself. A call that takes
 * files says how its form is read (`options.form`), and one on something that must be the caller's
 * finds it first (`options.load`).
 */
export function route<E extends Endpoint, F extends Form = never, L = undefined>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, [F] extends [never] ? undefined : F, L>,
  options: RouteOptions<E, F, L> = {},
): void {
  const { schema, config } = operation(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...schema, params: toJsonSchema(endpoint.params) },
    ...(config && { config }),
    preValidation: [...(options.before ? [options.before] : []), checkRequest(endpoint, options)],
    handler: (request, reply) =>
      handler(parsedInput.get(request) as Input<E, never, never>, request, reply),
  });
}
