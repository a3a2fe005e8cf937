import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Blocks this thread, the server's too, for `ms`: the event loop lags as under too much load. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Asks each of `paths` in rounds of 300 ms of lag until the guard has refused each once, and
 * answers those refusals: a path the guard lets through is still answered as usual, so it fails.
 */
async function refusals(server: TestServer, paths: string[]): Promise<Map<string, Response>> {
  const refused = new Map<string, Response>();
  for (let round = 0; round < 30 && refused.size < paths.length; round += 1) {
    const asked = Promise.all(paths.map((path) => fetch(`${server.url}${path}`)));
    block(300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await asked;
    answers.forEach((answer, at) => {
      const path = paths[at]!;
      if (answer.status === 503 && !refused.has(path)) refused.set(path, answer);
    });
  }
  const never = paths.filter((path) => !refused.has(path));
  if (never.length > 0) throw new Error(`the guard never refused ${never.join(', ')}`);
  return refused;
}

/** The guard's plain refusal, as a call under `/api/` gets it. */
async function expectPlainRefusal(answer: Response | undefined) {
  expect(answer?.status).toBe(503);
  expect(answer?.headers.get('retry-after')).toBe('10');
  expect(await answer?.json()).toEqual({
    detail: 'The server is busy: try again shortly.',
    code: 'service_unavailable',
  });
}

const CALL = '/api/marketplace/categories/';

describe('the overload guard with no page server', () => {
  let root: string;
  let built: TestServer;
  let apiOnly: TestServer;
  beforeAll(async () => {
    // A built app without its rendering entry: its page fallback sends index.html.
    root = await mkdtemp(join(tmpdir(), 'plaza-busy-no-renderer-'));
    await mkdir(join(root, 'app'));
    await writeFile(
      join(root, 'app', 'index.html'),
      '<!doctype html><html lang="es"><head><title>Plaza</title></head><body></body></html>',
    );
    built = await startTestServer({ STATIC_DIR: join(root, 'app'), MAX_EVENT_LOOP_DELAY_MS: '50' });
    apiOnly = await startTestServer({ MAX_EVENT_LOOP_DELAY_MS: '50' });
  });
  afterAll(async () => {
    await Promise.all([built?.close(), apiOnly?.close()]);
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a page 503 rather than sending the app’s index.html as if all were well', async () => {
    const refused = await refusals(built, ['/explore', CALL]);
    await expectPlainRefusal(refused.get('/explore'));
  });

  it('refuses a page 503 on a server of the API alone, not 404', async () => {
    const refused = await refusals(apiOnly, ['/explore', CALL]);
    await expectPlainRefusal(refused.get('/explore'));
  });

  it('refuses a route of its own outside /api/ with no extension, rather than serving it', async () => {
    const refused = await refusals(apiOnly, ['/uploads/missing', CALL]);
    await expectPlainRefusal(refused.get('/uploads/missing'));
  });
});
