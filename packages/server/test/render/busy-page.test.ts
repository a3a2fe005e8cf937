import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const APP_PAGE_AT = resolve(here, '../../../../app/src/render/page-at.ts');

describe('a page drawn while the API is too busy to answer it', () => {
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    // A built app whose pages are drawn by busy-pages.ts, whose in-process call meets the guard.
    root = await mkdtemp(join(tmpdir(), 'plaza-busy-pages-'));
    await mkdir(join(root, 'app'));
    await mkdir(join(root, 'dist-server'));
    await writeFile(
      join(root, 'app', 'index.html'),
      '<!doctype html><html lang="es"><head><title>Plaza</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      join(root, 'dist-server', 'entry.js'),
      [
        `export { pageAt, privatePaths } from ${JSON.stringify(APP_PAGE_AT)};`,
        `export { renderPage, renderBarePage } from ${JSON.stringify(join(here, 'busy-pages.ts'))};`,
      ].join('\n'),
    );
    server = await startTestServer({
      STATIC_DIR: join(root, 'app'),
      PAGE_RENDERS_PER_MINUTE: '0',
      MAX_EVENT_LOOP_DELAY_MS: '50',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('is the bare page, 503 with the API’s Retry-After, not kept', async () => {
    // The guard may refuse the page's own request, as JSON, while the start's load (or an earlier
    // stall) has not passed: asked again until the page's drawing is what meets it.
    let answer = await fetch(`${server.url}/explore`);
    for (let tries = 0; answer.headers.get('content-type')?.startsWith('application/json');) {
      if ((tries += 1) > 20) throw new Error('the guard never let the page’s request through');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      answer = await fetch(`${server.url}/explore`);
    }
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('10');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toContain('<title>Plaza</title>');
  });
});
