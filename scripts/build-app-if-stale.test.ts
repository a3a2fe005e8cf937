import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

/** A repository built 10 s ago from sources last changed 60 s ago. */
function builtRepository() {
  write('app/src/main.tsx', 60);
  write('app/src/i18n/es.json', 60);
  write('packages/ui/src/Button/Button.tsx', 60);
  write('packages/api/src/index.ts', 60);
  write('vite.config.ts', 60);
  write('package-lock.json', 60);
  write('app/dist/index.html', 10);
  write('app/dist-server/entry.js', 10);
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
    'package-lock.json',
  ])('is stale once %s changes after the build', (source) => {
    builtRepository();
    write(source, 0);
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
