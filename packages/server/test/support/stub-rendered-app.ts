import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

const APP_PAGE_AT = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../app/src/render/page-at.ts',
);

/**
 * A server for this file over a built app of its own: an index.html, and a render entry whose route
 * table is the app's and whose pages `pagesModule` (a path) draws, so a test says what drawing a
 * page does without building the app. `env` adds to the test server's settings.
 */
export function useStubRenderedApp(pagesModule: string, env: Record<string, string>) {
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'plaza-stub-app-'));
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
        `export { renderPage, renderBarePage } from ${JSON.stringify(pagesModule)};`,
      ].join('\n'),
    );
    server = await startTestServer({ STATIC_DIR: join(root, 'app'), ...env });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });
  return () => server;
}
