import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent } from './build-app-if-stale.mjs';

let root: string;

/** Writes `path` under the fake repository, modified `secondsAgo` seconds ago. */
function write(path: string, secondsAgo: number) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

/** Dates every folder under `folder` `secondsAgo` seconds ago, as if nothing was added since. */
function ageFolders(folder: string, secondsAgo: number) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(folder, entry.name);
    ageFolders(path, secondsAgo);
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, time, time);
  }
}

/** A repository, its packages installed, built 10 s ago from sources last changed 60 s ago. */
function builtRepository() {
  write('app/src/main.tsx', 60);
  write('app/src/i18n/es.json', 60);
  write('packages/ui/src/Button/Button.tsx', 60);
  write('packages/api/src/index.ts', 60);
  write('vite.config.ts', 60);
  write('tsconfig.base.json', 60);
  write('tsconfig.json', 60);
  write('package-lock.json', 60);
  write('app/node_modules/react/index.js', 60);
  write('packages/ui/node_modules/react/index.js', 60);
  write('app/dist/index.html', 10);
  write('app/dist-server/entry.js', 10);
  ageFolders(root, 60);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'plaza-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildCurrent', () => {
  it('is current when both builds are newer than every source', () => {
    builtRepository();
    expect(isBuildCurrent(root)).toBe(true);
  });

  it.each([
    'app/src/features/cart/cart.tsx',
    'app/src/i18n/en.json',
    'packages/ui/src/Button/Button.tsx',
    'packages/api/src/schemas/catalogue.ts',
    'vite.config.ts',
    'tsconfig.base.json',
    'tsconfig.json',
    'package-lock.json',
  ])('is stale once %s changes after the build', (source) => {
    builtRepository();
    write(source, 0);
    expect(isBuildCurrent(root)).toBe(false);
  });

  it.each(['app/src/i18n/es.json', 'packages/ui/src/Button/Button.tsx'])(
    'is stale once %s is deleted after the build',
    (source) => {
      builtRepository();
      rmSync(join(root, source));
      expect(isBuildCurrent(root)).toBe(false);
    },
  );

  it('is stale once a source is renamed after the build', () => {
    builtRepository();
    renameSync(join(root, 'app/src/main.tsx'), join(root, 'app/src/start.tsx'));
    expect(isBuildCurrent(root)).toBe(false);
  });

  it.each(['app/dist/index.html', 'app/dist-server/entry.js'])('is stale without %s', (output) => {
    builtRepository();
    rmSync(join(root, output));
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('is stale when the server step is older than a source, though the browser step is not', () => {
    builtRepository();
    write('app/src/main.tsx', 5);
    write('app/dist/index.html', 0);
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('does not take installed packages or the build itself for sources', () => {
    builtRepository();
    write('app/node_modules/some-package/index.js', 0);
    write('packages/ui/node_modules/.vite/deps.json', 0);
    write('app/dist/assets/first-load.js', 0);
    expect(isBuildCurrent(root)).toBe(true);
  });
});
