import { pathOf, reviewEndpoints as reviews } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Longer than any username (3–30) or id, and than the 100 characters the router takes in a segment. */
const LONG_NAME = 'a'.repeat(300);
const LONG_SELLER = `/api/${pathOf(reviews.seller, { username: LONG_NAME })}`;

describe("the router's own refusals", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['an API path that is not valid UTF-8', '/api/%C0%AE', 400, 'bad_url'],
    ['a page path that is not valid UTF-8', '/%C0%AE', 400, 'bad_url'],
    ['a seller name longer than any', LONG_SELLER, 404, 'not_found'],
  ])('answer %s in the API’s shape, never echoing it', async (_case, path, status, code) => {
    const answer = await fetch(`${server.url}${path}?q=%3Cscript%3E`);
    expect(answer.status).toBe(status);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ detail: expect.any(String), code });
    expect(text).not.toContain('%');
    expect(text).not.toContain('script');
    expect(text).not.toContain('aaaa');
  });

  it.each([
    ['a bad API path', '/api/%C0%AE', 'api'],
    ['a seller name too long', LONG_SELLER, 'api'],
    ['a bad page path', '/%C0%AE', 'page'],
  ])('answer %s with the headers every answer carries', async (_case, path, side) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    if (side === 'api') {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
