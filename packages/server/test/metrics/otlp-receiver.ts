import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding sends it: its name, its scope's, and its attributes. */
export interface ReceivedSpan {
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
}

interface TracesBody {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: { name: string; attributes?: { key: string; value: Record<string, unknown> }[] }[];
    }[];
  }[];
}

/** A collector's traces endpoint on a loopback port: `POST /v1/traces` in JSON, kept. */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as TracesBody;
        for (const { scopeSpans = [] } of body.resourceSpans ?? []) {
          for (const { scope, spans: sent = [] } of scopeSpans) {
            for (const span of sent) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              );
              spans.push({ name: span.name, scope: scope?.name ?? '', attributes });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT names. */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
