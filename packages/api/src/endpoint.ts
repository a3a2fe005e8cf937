import { object, type Infer, type Struct } from 'superstruct';
import { Id } from './schemas/form-values.js';

/*
 * One declaration per call of the API, the one place its method, path, fields, answers and who may
 * call are said. The client calls it (`request(endpoint, …)`, request.ts), the server registers it
 * (`route(app, endpoint, handler)`, which validates with its structs and guards it by `auth`), the
 * OpenAPI document is built from it, and tests name its path with `pathOf`.
 *
 *     export const askQuestion = endpoint({
 *       method: 'POST', path: '/marketplace/products/:id/questions/',
 *       summary: 'Ask the seller about an approved product of someone else; mails the seller',
 *       tag: 'Questions', auth: 'user',
 *       body: QuestionBody, answers: { 201: Question }, errors: [403, 429],
 *     });
 *
 *     request(askQuestion, { params: { id }, body });          // the client: a Question
 *     route(app, askQuestion, async ({ params, body }) => …);  // the server: both parsed
 *     call(server, askQuestion, { params: { id }, body });      // a test
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call: `user` and `admin` need a bearer token (`admin` an administrator's), `optional`
 * reads one when it is sent; none for anyone. The server guards the route by it, not only documents.
 */
export type Auth = 'user' | 'admin' | 'optional';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct of this package
type AnyStruct = Struct<any, any>;

/**
 * A success answer: its struct, `null` for none, `'file'` for a file's bytes, `'image'` for a
 * picture the server re-encoded (always WebP).
 */
export type Answer = AnyStruct | null | 'file' | 'image';

/** Files that may travel beside the body's fields as multipart/form-data: `many` for a list. */
export type Files = Record<string, 'one' | 'many'>;

/** What a call declares; {@link endpoint} makes it an {@link Endpoint}. */
export interface EndpointDeclaration {
  method: Method;
  /** Relative to `/api`, in Fastify's syntax: `/marketplace/products/:id/questions/`. */
  path: string;
  summary: string;
  description?: string;
  /** The section of the API the call belongs to, such as `Catalogue`. */
  tag: string;
  auth?: Auth;
  /**
   * The path's parameters; by default each one is a database id, and a value that can't be one
   * answers `404`, as an id that names nothing does.
   */
  params?: AnyStruct;
  query?: AnyStruct;
  /** The JSON body, or the fields of a multipart one when the call takes `files`. */
  body?: AnyStruct;
  files?: Files;
  /** Each success status and its answer. */
  answers: Record<number, Answer>;
  /**
   * Error statuses the declaration does not imply (400 for a body or query, 401/403 for `auth`,
   * 404 for a path with parameters or a page, 413/415 for a body are), such as 409 or 429.
   */
  errors?: readonly number[];
  /**
   * Fields this call's errors carry beside `detail` and `code`, such as health/ready/'s `checks`:
   * its error answers are documented, and serialized, with them.
   */
  errorFields?: AnyStruct;
}

/** The names of a path's `:parameters`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * An endpoint: its declaration, with the struct of its path's parameters always present. `Endpoint`
 * alone is any of them.
 */
export type Endpoint<D extends EndpointDeclaration = EndpointDeclaration> = D & {
  params: EndpointDeclaration extends D
    ? AnyStruct
    : D['params'] extends AnyStruct
      ? D['params']
      : Struct<{ [Name in ParamNames<D['path']>]: number }, unknown>;
};

/** The path's parameters, parsed (ids as numbers). */
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
/** The query, parsed (defaults applied). */
export type QueryOf<E extends Endpoint> = E['query'] extends AnyStruct
  ? Infer<E['query']>
  : undefined;
/** The body, parsed (defaults applied), or its fields for a multipart call. */
export type BodyOf<E extends Endpoint> = E['body'] extends AnyStruct ? Infer<E['body']> : undefined;

type ValueOf<A> = A extends AnyStruct ? Infer<A> : A extends 'file' | 'image' ? Blob : undefined;
/** What a successful call answers; a `304` has no answer of its own, it repeats the cached one. */
export type AnswerOf<E extends Endpoint> = ValueOf<E['answers'][Exclude<keyof E['answers'], 304>]>;

/** The files a caller may send: a `Blob` each, or a list of them. */
export type FilesOf<E extends Endpoint> = E['files'] extends Files
  ? { [Name in keyof E['files']]?: E['files'][Name] extends 'many' ? Blob[] : Blob }
  : undefined;

/** The values of a path's parameters, when it has any: `[{ id }]`, or `[]`. */
export type PathValues<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? []
  : [params: { [Name in ParamNames<E['path']>]: string | number }];

const paramNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => name as string);

/** Declares a call; see the top of this file. */
export function endpoint<const D extends EndpointDeclaration>(declared: D): Endpoint<D> {
  if (!declared.path.startsWith('/') || !declared.path.endsWith('/')) {
    throw new Error(`${declared.path}: an endpoint's path starts and ends with /`);
  }
  const params =
    declared.params ??
    object(Object.fromEntries(paramNames(declared.path).map((name) => [name, Id])));
  return { ...declared, params } as Endpoint<D>;
}

/**
 * The path of a call with its parameters filled in, relative to `/api/` (no leading slash), as the
 * client and the tests send it: `pathOf(askQuestion, { id: 7 })` is `marketplace/products/7/questions/`.
 */
export function pathOf<E extends Endpoint>({ path }: E, ...[params]: PathValues<E>): string {
  return fillPath(path, params);
}

/** {@link pathOf} for any endpoint, its parameters unchecked by type. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.slice(1).replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
