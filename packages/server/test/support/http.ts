import { randomBytes, randomInt } from 'node:crypto';
import { fillPath, type Endpoint, type PathValues } from '@plaza/api';
import { expect } from 'vitest';
import type { TestServer } from './test-server.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** A JSON body, or `FormData` for multipart. */
  body?: unknown;
  /** A raw body, sent as is with its own content type. */
  raw?: { data: string | Uint8Array; type: string };
  /** The access token for the `Bearer` header. */
  token?: string;
  /** The caller's address, as a proxy would report it (the test server trusts it). */
  ip?: string;
  headers?: Record<string, string>;
}

/** A private address of its own for each visitor: its rate-limit counters are its alone. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A call of an endpoint: its path's parameters and query beside what {@link CallOptions} sends. */
export type EndpointCall<E extends Endpoint> = CallOptions & {
  query?: Record<string, string | number | boolean | undefined>;
} & (string extends E['path']
    ? { params?: Record<string, string | number> }
    : PathValues<E> extends [infer Params]
      ? { params: Params }
      : { params?: undefined });

/** The options of a call of `E`, which may be left out when its path has no parameters. */
export type EndpointArguments<E extends Endpoint> =
  PathValues<E> extends [unknown] ? [options: EndpointCall<E>] : [options?: EndpointCall<E>];

/** The address of a call of `endpoint`, relative to `/api/`, its query's undefined values left out. */
function addressOf(endpoint: Endpoint, { params, query }: EndpointCall<Endpoint>): string {
  const path = fillPath(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.size === 0 ? path : `${path}?${search}`;
}

/**
 * One real HTTP call to the test server's API: of an endpoint, by its declaration
 * (`call(server, catalogue.product, { params: { id } })`), or by method and a path relative to
 * `/api/` for a request no endpoint makes (a wrong method, a malformed path).
 */
export function call<T = Record<string, unknown>, E extends Endpoint = Endpoint>(
  server: TestServer,
  endpoint: E,
  ...options: EndpointArguments<E>
): Promise<Answer<T>>;
export function call<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  options?: CallOptions,
): Promise<Answer<T>>;
export function call<T>(
  server: TestServer,
  target: string | Endpoint,
  ...rest: unknown[]
): Promise<Answer<T>> {
  if (typeof target === 'string') {
    return send<T>(server, target, rest[0] as string, rest[1] as CallOptions | undefined);
  }
  const options = (rest[0] ?? {}) as EndpointCall<Endpoint>;
  return send<T>(server, target.method, addressOf(target, options), options);
}

async function send<T>(
  server: TestServer,
  method: string,
  path: string,
  { body, raw, token, ip = randomIp(), headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const sent = new Headers({ 'X-Forwarded-For': ip, ...headers });
  if (token) sent.set('Authorization', `Bearer ${token}`);
  let payload: RequestInit['body'];
  if (raw) {
    sent.set('Content-Type', raw.type);
    payload = raw.data;
  } else if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    sent.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: sent,
    body: payload,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

/** The body of an answer that must have `status`; a test that gets another fails showing the body. */
export function bodyOf<T>(answer: Answer<T>, status: number): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** A name no other test uses. */
export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(5).toString('hex')}`;

/**
 * A file as a browser's link or `<img>` loads it, with no token, and the headers that say how it
 * may be kept; a redirect is answered as such, not followed.
 */
export async function fetchFile(url: string) {
  const answer = await fetch(url, { redirect: 'manual' });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    cache: answer.headers.get('cache-control'),
    sniffing: answer.headers.get('x-content-type-options'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}
