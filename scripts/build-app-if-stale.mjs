// `npm start`'s first step: builds the app (`npm run build`) unless its last build is newer than
// every file it is built from, which saves a restart the build's 20-odd seconds (issue 36).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the build reads: the app (its messages too), the packages it bundles, and its set-up
 * (app/tsconfig.json extends tsconfig.base.json; tsconfig.json names the projects).
 */
export const BUILD_SOURCES = [
  'app',
  'packages/ui',
  'packages/api',
  'scripts',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The last file each of the build's two steps writes (package.json's `build`). */
export const BUILD_OUTPUTS = ['app/dist/index.html', 'app/dist-server/entry.js'];

/** Folders under the sources that the build does not read: its own output and installed packages. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', '.vite']);

/**
 * The latest modification time (ms) of `path` or anything under it; 0 when there is none. A
 * folder's own time counts too: deleting or renaming a file changes its folder's time, not any file's.
 * @param {string} path
 * @returns {number}
 */
function newestUnder(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!NOT_SOURCES.has(entry)) newest = Math.max(newest, newestUnder(join(path, entry)));
  }
  return newest;
}

/**
 * Whether the built app in `root` is current: both outputs exist and are newer than every source.
 * @param {string} root the repository's folder
 * @returns {boolean}
 */
export function isBuildCurrent(root) {
  const built = BUILD_OUTPUTS.map((output) => newestUnder(join(root, output)));
  if (built.some((time) => time === 0)) return false;
  const sources = Math.max(...BUILD_SOURCES.map((source) => newestUnder(join(root, source))));
  return Math.min(...built) > sources;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (isBuildCurrent(root)) {
    console.log('The app in app/dist is newer than its sources: not building it again.');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exitCode = build.status ?? 1;
  }
}
