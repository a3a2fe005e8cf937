import { mask, StructError, type Struct } from 'superstruct';
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type FilesOf,
  type Method,
  type PathValues,
  type QueryOf,
} from './endpoint.js';
import { ApiError, CLIENT_ERROR_CODES, decodeError } from './errors.js';
import { toFormData } from './form-data.js';

export type Query = Record<string, string | number | boolean | undefined>;

export interface ClientOptions {
  /** Where the API lives, ending in `/api/`: `/api/` in the browser, an absolute URL elsewhere. */
  baseUrl: string;
  /** The access token for the `Bearer` header, awaited before every request. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** The language for `Accept-Language` (es or en). */
  getLanguage?: () => string;
  fetch?: typeof fetch;
}

/** How a call travels: its query, and a JSON body or `FormData` sent as multipart. */
interface Sent {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** What a call of `endpoint` sends: its path's parameters, query, body and files. */
export type CallOptions<E extends Endpoint> = {
  query?: Partial<QueryOf<E>>;
  body?: BodyOf<E>;
  /** Files, sent with the body's fields as multipart when there is at least one. */
  files?: FilesOf<E>;
  signal?: AbortSignal;
} & (PathValues<E> extends [infer Params] ? { params: Params } : { params?: undefined });

/** The arguments of a call: the options, which may be left out when nothing in them is needed. */
type CallArguments<E extends Endpoint> =
  PathValues<E> extends [] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The one function every call goes through: a call of the endpoint table, typed by it. */
export type Requester = <E extends Endpoint>(
  endpoint: E,
  ...options: CallArguments<E>
) => Promise<AnswerOf<E>>;

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const hasFiles = (files: Record<string, Blob | Blob[] | undefined> | undefined) =>
  Object.values(files ?? {}).some((file) => (Array.isArray(file) ? file.length > 0 : !!file));

/** How an endpoint's call travels: its path filled in, and multipart when it carries files. */
function requestOf(endpoint: Endpoint, options: CallOptions<Endpoint> = {}) {
  const { params, query, body, files, signal } = options as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: Record<string, unknown>;
    files?: Record<string, Blob | Blob[] | undefined>;
    signal?: AbortSignal;
  };
  return {
    path: fillPath(endpoint.path, params),
    sent: {
      query,
      body: hasFiles(files) ? toFormData({ ...body, ...files }) : body,
      ...(signal && { signal }),
    },
  };
}

/** The struct of an endpoint's answer, or what else it answers; a `304` repeats a cached answer. */
function answerOf(endpoint: Endpoint): Struct<unknown, unknown> | 'bytes' | undefined {
  const answers = Object.entries(endpoint.answers).filter(([status]) => status !== '304');
  const answer = answers[0]?.[1];
  if (answer === 'file' || answer === 'image') return 'bytes';
  return answer ?? undefined;
}

/**
 * Makes the one function every call goes through: it adds the headers, sends the body, decodes errors
 * into {@link ApiError} and checks the answer against the call's schema, dropping fields it does not know.
 */
export function createRequester(options: ClientOptions): Requester {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const call = async (
    method: Method,
    path: string,
    schema: Struct<unknown, unknown> | 'bytes' | undefined,
    { query, body, signal }: Sent = {},
  ): Promise<unknown> => {
    const headers = new Headers({ Accept: 'application/json' });
    const token = await options.getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await send(withQuery(options.baseUrl + path, query), {
        method,
        headers,
        body: payload ?? null,
        signal: signal ?? null,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, detail: String(error) });
    }

    if (!response.ok)
      throw decodeError(response.status, await readJson(response), response.headers);
    if (schema === 'bytes') return response.blob();
    const data = await readJson(response);
    if (!schema) return undefined;
    try {
      return mask(data, schema);
    } catch (error) {
      const detail = error instanceof StructError ? error.message : String(error);
      throw new ApiError({
        status: response.status,
        code: CLIENT_ERROR_CODES.invalidResponse,
        detail,
      });
    }
  };
  const request = (endpoint: Endpoint, options?: CallOptions<Endpoint>) => {
    const { path, sent } = requestOf(endpoint, options);
    return call(endpoint.method, path, answerOf(endpoint), sent);
  };
  // The answer's type follows from the endpoint, which the checks above don't see.
  return request as unknown as Requester;
}
