import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRenderer } from '@plaza/api';

const here = dirname(fileURLToPath(import.meta.url));
/** The app's reading of a page's address, as its rendering entry exports it. */
const APP_PAGE_AT = resolve(here, '../../../../app/src/render/page-at.ts');
/** The app's page before it is drawn: its calls, status and head. */
const APP_PAGE_CONTENT = resolve(here, '../../../../app/src/render/page-content.ts');

/** A page the server had drawn: where, and what the app made of it. */
export interface DrawnPage {
  /** The address it was drawn at; `(bare)` for the app's bare page. */
  url: string;
  origin: string;
  status: number;
  /** The answers its first screen was drawn from, keyed as its hooks read them. */
  answers: [key: readonly unknown[], data: unknown][];
}

/** Every page the server had drawn, in order: each is one render made anew. */
export const drawnPages: DrawnPage[] = [];

type PageContentOf = (
  request: Parameters<PageRenderer['renderPage']>[0],
) => Promise<{ status: 200 | 400 | 404; head: string; answers: DrawnPage['answers'] }>;

/**
 * The rendering entry's `renderPage`, standing in for the app's (which needs the build): the
 * app's own page (its calls through the server's in-process API, its status and answers), drawn
 * as a head that names the address and origin it was drawn at, as the app's canonical link does.
 */
export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const { pageContentOf } = (await import(APP_PAGE_CONTENT)) as { pageContentOf: PageContentOf };
  const { status, answers } = await pageContentOf(request);
  drawnPages.push({ url: request.url, origin: request.origin, status, answers });
  const head = `<title>Plaza</title><link rel="canonical" href="${request.origin}${request.url}">`;
  const path = new URL(request.url, 'http://page').pathname;
  const screen = answers.length > 0 ? `<main>${path.split('/')[1]}</main>` : '';
  return { status, head, themeClass: 'light', screen, state: '' };
};

export const renderBarePage: PageRenderer['renderBarePage'] = ({ origin }) => {
  drawnPages.push({ url: '(bare)', origin, status: 200, answers: [] });
  return { status: 200, head: '<title>Plaza</title>', themeClass: 'light', screen: '', state: '' };
};

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Plaza</title></head><body><div id="root"></div></body></html>';

/**
 * A built app in a new folder, as `npm run build` lays it out: `app/index.html`, and beside it
 * `dist-server/entry.js`, whose routes are the app's own (page-at.ts, its route table) and whose
 * pages are the app's, drawn by `renderPage` above, so a test counts them. `staticDir` is the
 * server's `STATIC_DIR`.
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
      `export { pageAt, privatePaths } from ${JSON.stringify(APP_PAGE_AT)};`,
      `export { renderPage, renderBarePage } from ${JSON.stringify(join(here, 'drawn-pages.ts'))};`,
    ].join('\n'),
  );
  return { staticDir, remove: () => rm(root, { recursive: true, force: true }) };
}
