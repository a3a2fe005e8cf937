import { mask, StructError, type Struct } from 'superstruct';
import type { Method } from './endpoint.js';
import { ApiError, CLIENT_ERROR_CODES, decodeError } from './errors.js';
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

export interface RequestOptions {
  query?: Query;
  /** A JSON body, or `FormData` sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export type Requester = <T>(
  method: Method,
  path: string,
  schema: Struct<T, unknown>,
  options?: RequestOptions,
) => Promise<T>;

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

/**
 * Makes the one function every call goes through: it adds the headers, sends the body, decodes errors
 * into {@link ApiError} and checks the answer against the call's schema, dropping fields it does not know.
 */
export function createRequester(options: ClientOptions): Requester {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (method, path, schema, { query, body, signal } = {}) => {
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

    const data = await readJson(response);
    if (!response.ok) throw decodeError(response.status, data, response.headers);
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
}
