import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerProcesses } from '../support/server-process.js';
import { createPgliteDatabase, testDatabaseKind } from '../support/test-database.js';
import { waitFor } from '../support/wait-for.js';
import { startOtlpReceiver } from './otlp-receiver.js';

/*
 * OpenTelemetry traces (docs/api.md, "Operating Plaza"): a server process started with
 * OTEL_EXPORTER_OTLP_ENDPOINT sends each request's spans, named after its route, to that collector.
 */

// A whole server process (tsx, migrations, OpenTelemetry's packages loaded) and the spans' batch,
// far past Vitest's 30 s on a busy machine.
const PROCESS_TEST_TIMEOUT = 240_000;

describe('traces', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const processes = useServerProcesses();
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let dataDir: string;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // On PGlite, a copy of the migrated database, as test servers start from: migrating a new one
    // in a process takes minutes on a busy machine.
    dataDir = await mkdtemp(join(tmpdir(), 'plaza-tracing-'));
    if (testDatabaseKind() === 'pglite') await createPgliteDatabase(dataDir);
  });
  afterAll(async () => {
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reach the endpoint with a span named after the request’s route, not its address or secrets', async () => {
    const { server } = await processes.start({
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    });
    // A query with secrets in it, as a sign-in link and a private picture's signed link carry.
    const secrets = ['sign-in-token-5150', 'link-signature-6160'];
    const answer = await fetch(
      `${server.url}/api/marketplace/products/424242/?refresh=${secrets[0]}&signature=${secrets[1]}`,
    );
    expect(answer.status).toBe(404);
    const route = '/api/marketplace/products/:id/';
    const span = await waitFor('the request’s span', async () =>
      receiver.spans.find((each) => each.name === `GET ${route}`),
    );
    expect(span.attributes).toMatchObject({
      'http.route': route,
      'http.response.status_code': 404,
    });
    expect(receiver.spans.some((each) => each.name.includes('424242'))).toBe(false);
    const sent = JSON.stringify(receiver.spans);
    for (const secret of secrets) expect(sent).not.toContain(secret);
    // @fastify/otel's own span of the request, with the route it matched.
    expect(receiver.spans).toContainEqual(
      expect.objectContaining({
        scope: '@fastify/otel',
        attributes: expect.objectContaining({ 'http.route': route }),
      }),
    );
    if (testDatabaseKind() === 'postgres') {
      // The product's query, under the request.
      await waitFor('a database span', async () =>
        receiver.spans.find((each) => each.scope === '@opentelemetry/instrumentation-pg'),
      );
    }
  });

  it('sends the last spans before the process exits on SIGTERM, not a batch later', async () => {
    const { entry, server } = await processes.start({
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      SHUTDOWN_GRACE_SECONDS: '0',
    });
    expect((await fetch(`${server.url}/api/health/live/`)).status).toBe(200);
    // Sooner than the exporter's 5-second batch: only the stop's own flush sends the span.
    entry.child.kill('SIGTERM');
    expect(await entry.exited).toBe(0);
    expect(receiver.spans.map((each) => each.name)).toContain('GET /api/health/live/');
  });
});
