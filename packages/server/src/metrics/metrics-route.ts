import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { HttpError } from '../http/http-error.js';
import { isInProcessCall } from '../http/logger.js';
import { processMetrics } from './process-metrics.js';

/** The label of a request no route matched: pages (served as not found) and unknown paths. */
const NO_ROUTE = 'none';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time (digests are the same length). */
function bearsToken(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * GET `/metrics` (docs/api.md, "Operating Plaza") in Prometheus' text format, with each request's
 * duration by route and status, when `token` (METRICS_TOKEN) is set; without it, no route and no
 * hook. Called before the routes it times are registered, so its hook covers them.
 */
export function registerMetrics(
  app: FastifyInstance,
  registry: Registry,
  token: string | undefined,
): void {
  if (token === undefined) return;
  const durations = new Histogram({
    name: 'plaza_http_request_duration_seconds',
    help: 'Request durations by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A page's in-process API calls are part of its drawing, timed with its request, as the log has
    // them: counted apart, each page would look like several API requests that nobody sent.
    if (isInProcessCall(request)) return;
    // The route's pattern, never the address: its label values stay as few as the routes.
    const route = request.routeOptions.url ?? NO_ROUTE;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  const scraped = Registry.merge([processMetrics(), registry]);
  app.get('/metrics', async (request, reply) => {
    if (!bearsToken(request.headers.authorization, token)) {
      throw new HttpError(401, 'not_authenticated', 'The metrics token is missing or wrong.', {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}
