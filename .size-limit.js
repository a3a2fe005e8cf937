// The app's budgets (issue 17), checked by `npx size-limit` after `npm run build`: what a browser
// fetches to show a page for the first time, gzipped file by file as the server sends them. The
// files come from Vite's manifest: the entry, the app it imports after the first frame and every
// chunk they import statically, plus the route's lazy screen and its static imports (none for
// the first screens: they are in the app's `first-load` chunk). Chunks that load on a click (the
// cart drawer, the filters sheet, menus) are not part of a first load and are not counted.
import { readFileSync } from 'node:fs';

const dist = 'app/dist';
/** @type {Record<string, {file: string, name?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

/** The manifest keys loaded with `keys`: themselves and their static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in Vite's manifest: was a route renamed?`);
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Most script requests a first load may make: each costs a round trip on a slow phone network.
 * Issue 17 asks for 12; the entry, its helper and the app's `first-load` chunk
 * (vite.config.ts) make 4.
 */
const MAX_SCRIPTS = 12;

/**
 * The first screens (explore, product) are part of the app's `first-load` chunk, so they cost no
 * second round trip; a screen with a chunk of its own adds that chunk.
 */
function firstLoad(route) {
  // The page's entry (app/src/boot.ts) imports the app (main.tsx, in the first-load chunk) once
  // the first frame paints: its one dynamic import.
  const app = manifest['index.html'].dynamicImports ?? [];
  const keys = closure(['index.html', ...app, ...(manifest[route] ? [route] : [])]);
  const chunks = [...keys].map((key) => manifest[key]);
  if (!manifest[route] && !chunks.some((chunk) => chunk.name === 'first-load')) {
    throw new Error(`${route} has no chunk, and the app imports no first-load chunk holding it`);
  }
  const scripts = chunks.map((chunk) => `${dist}/${chunk.file}`);
  if (scripts.length > MAX_SCRIPTS) {
    throw new Error(`${route} loads ${scripts.length} scripts, more than ${MAX_SCRIPTS}`);
  }
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return { scripts, styles: styles.map((file) => `${dist}/${file}`) };
}

const explore = firstLoad('src/app/routes/explore.tsx');
const product = firstLoad('src/app/routes/product.tsx');

// Issue 25's budget: 200 kB for each first screen, React and react-aria included (issue 17's 100 KB
// could not be met with them; bench/README.md). A change that adds to it fails `npm test`.
export default [
  { name: '/explore, first load: JavaScript', path: explore.scripts, gzip: true, limit: '200 kB' },
  { name: '/product, first load: JavaScript', path: product.scripts, gzip: true, limit: '200 kB' },
  { name: '/explore, first load: CSS', path: explore.styles, gzip: true, limit: '20 kB' },
  { name: '/product, first load: CSS', path: product.styles, gzip: true, limit: '20 kB' },
];
