/*
 * OpenTelemetry traces (docs/api.md, "Operating Plaza"), only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: each request as a span named after its route (@fastify/otel), with the HTTP calls and
 * database queries it makes under it. Its modules (a hundred and more packages) are imported here
 * only then, so a server without an endpoint loads none of them; and this runs before the server's
 * own modules are imported (main.ts), since the instrumentations patch `pg` and `http` as they load.
 */

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
      new http.HttpInstrumentation(),
      new pg.PgInstrumentation(),
      // Registered on every Fastify instance as it is created (a diagnostics channel). No span per
      // hook: a hook's span is named after its plugin, which for an unnamed one is its source.
      new fastify.default({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  tracing.start();
  return () => tracing.shutdown();
}
