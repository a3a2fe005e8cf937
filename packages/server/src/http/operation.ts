import { toJsonSchema, type Auth, type EndpointDeclaration, type JsonSchema } from '@plaza/api';
import type { FastifySchema } from 'fastify';

/**
 * What the OpenAPI document (`/api/openapi.json`) says of a route under `/api/`: its endpoint's
 * declaration (packages/api/src/endpoint.ts) but the method and path, which the route has.
 *
 * `auth` is said once, there: it documents the route and guards it too. It goes into the route's
 * `config`, and `registerAuth` (auth/authenticate.ts) puts the matching guard first in the route's
 * `preValidation`, so no route writes a guard of its own (and one whose `config` loses `auth` stops
 * the server at start, http/openapi.ts).
 *
 * A route without one makes the document fail to build, and the coverage test with it. The usual
 * errors follow from the declaration (400 for a body or query, 401/403 for `auth`, 404 for a path
 * with `:params`, 413/415 for a body); list the others in `errors`.
 */
export type Operation = Omit<EndpointDeclaration, 'method' | 'path' | 'params'>;

/** Why each error status is answered, for the document. */
const ERROR_REASONS: Record<number, string> = {
  400: 'Invalid fields, each with its messages, or a body that could not be read.',
  401: 'No valid access token.',
  403: 'The caller may not do this.',
  404: 'Not found, or not the caller’s to see.',
  409: 'The request conflicts with the current state.',
  413: 'The body or a file is too large.',
  415: 'The body is of a type this call does not take.',
  429: 'Too many attempts: wait as `Retry-After` says.',
  503: 'Unavailable for now: try again after `Retry-After`, if it says.',
};

/**
 * `{detail, code}`: every error that is not a field validation, with the extra fields some codes
 * carry (http-error.ts). They must be listed, here or in the call's `errorFields`: answers are
 * serialized by this schema, which drops any property it does not name.
 */
const ERROR_DETAIL: JsonSchema = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    code: { type: 'string' },
    product: {
      type: 'integer',
      description:
        '`insufficient_stock`: the product short of stock; `unpaid_purchase`: the product already waiting for payment.',
    },
    purchase: {
      type: 'integer',
      description: '`unpaid_purchase`: the buyer’s purchase waiting for payment that holds it.',
    },
  },
  required: ['detail', 'code'],
};

/** A field map (`{field: [messages]}`), or `{detail, code}` for a body that could not be read. */
const VALIDATION_ERROR: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' }, code: { type: 'string' } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

/** `bearer` is the document's security scheme (http/openapi.ts); `{}` lets a visitor call too. */
const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
};

/** The document's `security` for a route of this `auth`. */
export const securityOf = (auth: Auth | undefined) => (auth ? SECURITY[auth] : []);

const BINARY: JsonSchema = { type: 'string', contentEncoding: 'binary' };

/** How each kind of bytes is documented. */
const BYTES: Record<'file' | 'image', JsonSchema> = {
  file: { description: 'The file.', content: { 'application/octet-stream': { schema: BINARY } } },
  image: { description: 'The picture.', content: { 'image/webp': { schema: BINARY } } },
};

/** A schema's types; none for one that states no `type` (an enum of words, as superstruct's). */
const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
};

/**
 * The fields as multipart/form-data carries them (`toFormData` of @plaza/api): every value as text,
 * lists and objects flattened into parts named `name[0][field]`, and the files beside them.
 */
function multipartSchema(json: JsonSchema, files: NonNullable<Operation['files']>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema> = {};
  const flattened: string[] = [];
  for (const [name, field] of Object.entries(json.properties as Record<string, JsonSchema>)) {
    const types = typesOf(field);
    if (types.includes('array') || types.includes('object')) {
      flattened.push(name);
      patternProperties[`^${name}\\[`] = { type: 'string' };
    } else {
      // An enum with no type is of words (the contract's enums are), text as a part already is.
      properties[name] =
        types.length === 0 || types.includes('string')
          ? field
          : { ...field, type: [...types, 'string'] };
    }
  }
  for (const [name, count] of Object.entries(files)) {
    properties[name] = count === 'many' ? { type: 'array', items: BINARY } : BINARY;
    if (count === 'many') patternProperties[`^${name}\\[\\d*\\]$`] = BINARY;
  }
  const required = ((json.required ?? []) as string[]).filter((name) => !flattened.includes(name));
  return {
    type: 'object',
    properties,
    patternProperties,
    ...(required.length > 0 && { required }),
  };
}

function requestBody(body: NonNullable<Operation['body']>, files: Operation['files']): JsonSchema {
  const json = toJsonSchema(body);
  if (!files) return json;
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: multipartSchema(json, files) },
    },
  };
}

function errorStatuses(declared: Operation): number[] {
  // Any call may meet a busy server (http/under-pressure.ts).
  const statuses = new Set([...(declared.errors ?? []), 503]);
  if (declared.body || declared.query) statuses.add(400);
  // A page past the last one (http/pagination.ts).
  if (declared.query && 'page' in declared.query.schema) statuses.add(404);
  if (declared.body) [413, 415].forEach((status) => statuses.add(status));
  if (declared.auth) statuses.add(401);
  if (declared.auth === 'admin') statuses.add(403);
  return [...statuses];
}

/**
 * The error answers of a route, with the `errorFields` of its declaration beside `detail` and
 * `code`; 404 is added for paths with parameters (http/openapi.ts).
 */
export function errorAnswer(status: number, errorFields?: Operation['errorFields']): JsonSchema {
  const reason = ERROR_REASONS[status];
  if (!reason) throw new Error(`No reason is written for a ${status} answer`);
  if (status === 400) return { description: reason, ...VALIDATION_ERROR };
  const fields = errorFields && (toJsonSchema(errorFields).properties as JsonSchema);
  return {
    description: reason,
    ...ERROR_DETAIL,
    ...(fields && { properties: { ...(ERROR_DETAIL.properties as JsonSchema), ...fields } }),
  };
}

/** The Fastify route options that document and guard a route; see {@link Operation}. */
export function operation(declared: Operation): {
  schema: FastifySchema;
  config?: { auth: Auth };
} {
  const response: Record<number, JsonSchema> = {};
  for (const [status, answer] of Object.entries(declared.answers)) {
    response[Number(status)] =
      typeof answer === 'string'
        ? BYTES[answer]
        : answer
          ? { description: 'Done.', ...toJsonSchema(answer) }
          : { description: 'Done, with nothing to answer.', type: 'null' };
  }
  for (const status of errorStatuses(declared)) {
    response[status] = errorAnswer(status, declared.errorFields);
  }
  return {
    schema: {
      summary: declared.summary,
      tags: [declared.tag],
      ...(declared.description && { description: declared.description }),
      security: securityOf(declared.auth),
      ...(declared.query && { querystring: toJsonSchema(declared.query) }),
      ...(declared.body && { body: requestBody(declared.body, declared.files) }),
      response,
    },
    ...(declared.auth && { config: { auth: declared.auth } }),
  };
}
