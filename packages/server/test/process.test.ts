import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './support/test-database.js';
import { runEntry, urlOf } from './support/run-entry.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * Runs `src/main.ts` as `npm start` does, in its own process. It stops without a grace period:
 * what one serves is stopping.test.ts's, and here a request in flight still finishes without it.
 */
const run = (env: Record<string, string>) =>
  runEntry(main, [], { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '0', ...env });

// Each test starts whole server processes (tsx, migrations of a new database, the OpenAPI
// document), two of them in a row in the first: far past Vitest's 30 s on a busy two-core machine.
const PROCESS_TEST_TIMEOUT = 120_000;

describe('the server process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plaza-process-'));
    if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const databaseEnv = () => ({
    DATA_DIR: dataDir,
    ...(database && { DATABASE_URL: database.url }),
  });

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const { exited, output } = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await exited).toBe(1);
    expect(output()).toContain('Invalid configuration:');
    expect(output()).toContain('PORT must be a whole number from 0 to 65535; got "eighty"');
  });

  it('refuses SEED_DEMO=true under production with a message naming it', async () => {
    const server = run({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      JWT_SECRET: 'x'.repeat(32),
      HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
      SMTP_URL: 'smtp://127.0.0.1:1',
      DATA_DIR: dataDir,
      PORT: '0',
    });
    // A server that starts anyway is stopped and fails the test at once, not at the timeout.
    const started = urlOf(server).then(
      () => 'started',
      () => 'exited',
    );
    const outcome = await Promise.race([server.exited, started]);
    if (outcome === 'started') server.child.kill('SIGTERM');
    expect(outcome).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('SEED_DEMO=true seeds demo accounts');
  });

  it('stops cleanly on SIGTERM and starts again on the same data', async () => {
    const first = run({ ...databaseEnv(), PORT: '0' });
    const url = await urlOf(first);
    const categories = await (await fetch(`${url}/api/marketplace/categories/`)).json();
    expect(categories).not.toHaveLength(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = run({ ...databaseEnv(), PORT: '0' });
    const secondUrl = await urlOf(second);
    const again = await (await fetch(`${secondUrl}/api/marketplace/categories/`)).json();
    expect(again).toEqual(categories);
    expect(second.output()).not.toContain('seeded the demo shop');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('finishes a request under way before it stops', async () => {
    const server = run({ ...databaseEnv(), PORT: '0' });
    const url = new URL(await urlOf(server));
    // A body sent in two halves keeps the request open while the signal arrives.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request(
        { host: url.hostname, port: url.port, path: '/api/nothing/', method: 'POST' },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      call.on('error', reject);
      call.setHeader('Content-Type', 'application/json');
      call.setHeader('Transfer-Encoding', 'chunked');
      call.write('{"half": ');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => call.end('"two"}'), 500);
      }, 300);
    });
    const { status, body } = await answer;
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: 'not_found' });
    expect(await server.exited).toBe(0);
  });
});
