import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../src/http/logger.js';
import { logLinesOf } from './support/log-stream.js';
import { useServerProcesses } from './support/server-process.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A request from the network with these headers, as `genReqId` is given it. */
const requestWith = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

describe("the server's request log", () => {
  const processes = useServerProcesses();

  // A server process started as `npm start` starts it: tens of seconds on a busy machine.
  it(
    'keeps the path and query of a request, but never the value of a secret in it',
    { timeout: 120_000 },
    async () => {
      const { entry, server } = await processes.start({ LOG_LEVEL: 'info' });
      const secrets = {
        refresh: 'eyJsign-in-link-token',
        token: 'a-token-value-41',
        code: '736251',
        otp: '918273',
        signature: 'c2lnbmVkLWxpbmstc2lnbmF0dXJl',
      };
      const query = new URLSearchParams({ page: '2', ...secrets });
      // A sign-in link (docs/product.md: `/?refresh=…`), and the same secrets on an API path.
      await fetch(`${server.url}/?${query}`);
      await fetch(`${server.url}/api/health/?${query}`);
      entry.child.kill('SIGTERM');
      await entry.exited;

      const log = entry.output();
      for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
      const redacted =
        'page=2&refresh=[redacted]&token=[redacted]&code=[redacted]&otp=[redacted]&signature=[redacted]';
      expect(log).toContain(`"url":"/?${redacted}"`);
      expect(log).toContain(`"url":"/api/health/?${redacted}"`);
    },
  );

  it(
    'writes one line per request, under the id its answer carries as X-Request-Id',
    { timeout: 120_000 },
    async () => {
      // Stripe's webhook, so a request has a line of the route's own (an unsigned event, refused).
      const { entry, server } = await processes.start({
        LOG_LEVEL: 'info',
        PAYMENT_PROVIDERS: 'test,stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      });
      const get = (path: string, headers: Record<string, string> = {}) =>
        fetch(`${server.url}${path}`, { headers });
      const answers = {
        health: await get('/api/health/'),
        notFound: await get('/api/no-such-thing/'),
        fromProxy: await get('/api/health/', { 'X-Request-Id': 'edge-7f3a.42_b' }),
        notPlain: await get('/api/health/', { 'X-Request-Id': 'two words"' }),
        badUrl: await get('/api/%E0%A4%A/'),
        webhook: await fetch(`${server.url}/api/payments/stripe/webhook/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
      };
      entry.child.kill('SIGTERM');
      expect(await entry.exited).toBe(0);

      const ids = Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('x-request-id')]),
      );
      expect(answers.notFound.status).toBe(404);
      expect(answers.badUrl.status).toBe(400);
      expect(answers.webhook.status).toBe(400);
      expect(ids.fromProxy).toBe('edge-7f3a.42_b');
      for (const name of ['health', 'notFound', 'notPlain', 'badUrl', 'webhook']) {
        expect(ids[name], name).toMatch(UUID);
      }
      expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length);

      const lines = logLinesOf(entry.output());
      const requestLines = lines.filter((line) => line.msg === 'request');
      // Fastify's own pair is gone: one line for each request, at its end.
      expect(
        lines.filter((line) => /incoming request|request completed/.test(line.msg ?? '')),
      ).toEqual([]);
      // The router's refusals reach no hook, and have no line: only their answers carry an id.
      const routed = Object.entries(ids).filter(([name]) => name !== 'badUrl');
      expect(requestLines.map((line) => line.requestId).sort()).toEqual(
        routed.map(([, id]) => id).sort(),
      );
      expect(requestLines.find((line) => line.requestId === ids.notFound)).toMatchObject({
        method: 'GET',
        url: '/api/no-such-thing/',
        status: 404,
        responseTime: expect.any(Number),
      });
      expect(requestLines.find((line) => line.requestId === ids.webhook)).toMatchObject({
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        route: '/api/payments/stripe/webhook/',
        status: 400,
      });
      // What the route itself wrote during the request carries its id too.
      expect(lines.find((line) => line.msg === 'webhook refused')?.requestId).toBe(ids.webhook);
    },
  );

  it("keeps a proxy's plain X-Request-Id only when a proxy stands in front", () => {
    const sent = requestWith({ 'x-request-id': 'edge-7f3a.42_b' });
    expect(requestIdOf({ trustProxy: true })(sent)).toBe('edge-7f3a.42_b');
    expect(requestIdOf({ trustProxy: 1 })(sent)).toBe('edge-7f3a.42_b');
    expect(requestIdOf({ trustProxy: false })(sent)).toMatch(UUID);
    for (const id of ['', 'a b', 'x'.repeat(65), 'line\nbreak', '{"json":1}']) {
      expect(requestIdOf({ trustProxy: true })(requestWith({ 'x-request-id': id }))).toMatch(UUID);
    }
  });
});
