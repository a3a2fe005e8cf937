import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRenderer, PageRequest } from '@plaza/api';

const here = dirname(fileURLToPath(import.meta.url));
/** The app's reading of a page's address, as its rendering entry exports it. */
const APP_PAGE_ROUTE = resolve(here, '../../../../app/src/render/page-route.ts');

/** Every page the server had drawn, in order: each is one render made anew. */
export const drawnPages: PageRequest[] = [];

/**
 * The rendering entry's `renderPage`, standing in for the app's (which needs the build): a page
 * whose head names the address and origin it was drawn at, as the app's canonical link does.
 */
export const renderPage: PageRenderer['renderPage'] = (request) => {
  drawnPages.push(request);
  const head = `<title>Plaza</title><link rel="canonical" href="${request.origin}${request.url}">`;
  const screen = request.data.kind === 'private' ? '' : `<main>${request.data.kind}</main>`;
  return Promise.resolve({ status: 200, head, themeClass: 'light', screen, state: '' });
};

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Plaza</title></head><body><div id="root"></div></body></html>';

/**
 * A built app in a new folder, as `npm run build` lays it out: `app/index.html`, and beside it
 * `dist-server/entry.js`, whose routes are the app's own (page-route.ts, the page's parameters
 * read as the app reads them) and whose pages are drawn by `renderPage` above, so a test counts
 * them. `staticDir` is the server's `STATIC_DIR`.
 */
export async function appWithCountedPages() {
  const root = await mkdtemp(join(tmpdir(), 'plaza-pages-'));
  const staticDir = join(root, 'app');
  await mkdir(staticDir);
  await mkdir(join(root, 'dist-server'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(
    join(root, 'dist-server', 'entry.js'),
    [
      `export { pageRouteOf, PRIVATE_PATHS as privatePaths } from ${JSON.stringify(APP_PAGE_ROUTE)};`,
      `export { renderPage } from ${JSON.stringify(join(here, 'drawn-pages.ts'))};`,
    ].join('\n'),
  );
  return { staticDir, remove: () => rm(root, { recursive: true, force: true }) };
}
