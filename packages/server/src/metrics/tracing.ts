import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { redactedUrl } from '../http/redacted-url.js';

/*
 * OpenTelemetry traces (docs/api.md, "Operating Plaza"), only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: each request as a span named after its route (@fastify/otel), with the HTTP calls and
 * database queries it makes under it. Its modules (a hundred and more packages) are imported here
 * only then, so a server without an endpoint loads none of them; and this runs before the server's
 * own modules are imported (main.ts), since the instrumentations patch `pg` and `http` as they load.
 */

/** `url`'s path, without its query (whose values may be secrets: http/redacted-url.ts). */
const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * An incoming request's span with its URL's secrets (a `?refresh=` sign-in token, a signed
 * picture link's signature) redacted, as the request log has them: the instrumentation's own
 * `url.query`, `http.target` and `http.url` hold the whole query. Outgoing calls (to Stripe, Mercado Pago, the
 * bucket) carry their keys in headers, which no span records.
 */
function withoutSecretsInUrl(span: Span, request: ClientRequest | IncomingMessage): void {
  if (!('httpVersion' in request) || request.url === undefined) return;
  const target = redactedUrl(request.url);
  const query = target.split('?')[1];
  if (query !== undefined) span.setAttribute('url.query', query);
  span.setAttribute('http.target', target);
  span.setAttribute('http.url', `http://${request.headers.host ?? 'localhost'}${target}`);
}

/** Where OTLP/HTTP takes traces under an endpoint (the OpenTelemetry exporter specification). */
const tracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`;

/**
 * Starts sending traces to `endpoint`, in batches (every 5 s). Answers the way to stop: it sends
 * the batch under way, the stop's own spans among them, before the process exits.
 */
export async function startTracing(endpoint: string): Promise<() => Promise<void>> {
  const [sdk, exporter, http, pg, fastify] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const tracing = new sdk.NodeSDK({
    serviceName: 'plaza',
    traceExporter: new exporter.OTLPTraceExporter({ url: tracesUrl(endpoint) }),
    // Traces only: without this the SDK would also send logs to the endpoint.
    logRecordProcessors: [],
    instrumentations: [
      new http.HttpInstrumentation({ requestHook: withoutSecretsInUrl }),
      new pg.PgInstrumentation(),
      // Registered on every Fastify instance as it is created (a diagnostics channel). No span per
      // hook: a hook's span is named after its plugin, which for an unnamed one is its source.
      new fastify.default({
        registerOnInitialization: true,
        instrumentHooks: false,
        requestHook: (span, request) => span.setAttribute('url.path', pathOf(request.url)),
      }),
    ],
  });
  tracing.start();
  return () => tracing.shutdown();
}
