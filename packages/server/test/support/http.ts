import { randomBytes, randomInt } from 'node:crypto';
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

/** One real HTTP call to the test server's API; `path` is relative to `/api/`. */
export async function call<T = Record<string, unknown>>(
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
