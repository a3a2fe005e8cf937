/*
 * The Dockerfile (README.md, "Deploying") read instruction by instruction: no container engine runs
 * here, so what `docker build` would fail on, or build wrong, is checked against the repository.
 * packages/server/test/deploy/image-start.test.ts runs its start command.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  copyOf,
  dockerignored,
  envOf,
  execForm,
  finalStage,
  readDockerfile,
  type Instruction,
} from '../packages/server/test/support/dockerfile.js';
import { BUILD_OUTPUTS, BUILD_SOURCES } from './build-app-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const instructions = readDockerfile(root);
const runtime = finalStage(instructions);
const ignored = dockerignored(root);
const command = execForm(runtime.findLast(({ keyword }) => keyword === 'CMD')?.args ?? '');

/** Where the image's own files are (its WORKDIR), as the build's COPYs give paths there. */
const WORKDIR = runtime.findLast(({ keyword }) => keyword === 'WORKDIR')?.args ?? '';

const copies = (stage: Instruction[]) =>
  stage.filter(({ keyword }) => keyword === 'COPY').map(({ args }) => copyOf(args));

/** Whether the runtime stage copies `path` (relative to the repository) from the build's context. */
function runtimeCopiesFromContext(path: string): boolean {
  return copies(runtime).some(
    ({ from, sources }) =>
      from === undefined &&
      sources.some((source) => source === '.' || path === source || path.startsWith(`${source}/`)),
  );
}

/** The stage that runs `npm run build`. */
const buildStage = instructions.find(
  ({ keyword, args }) => keyword === 'RUN' && /\bnpm run build\b/.test(args),
)?.stage;

describe('the Dockerfile', () => {
  it('builds in stages and runs the server as a user other than root, in production', () => {
    expect(new Set(instructions.map(({ stage }) => stage)).size).toBeGreaterThan(1);
    expect(runtime.findLast(({ keyword }) => keyword === 'USER')?.args).toBe('node');
    expect(envOf(runtime)).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    expect(runtime.find(({ keyword }) => keyword === 'EXPOSE')?.args).toBe(envOf(runtime).PORT);
  });

  it('starts Node itself (no npm, no shell between), so SIGTERM reaches the server', () => {
    expect(command[0]).toBe('node');
    expect(runtime.some(({ keyword }) => keyword === 'ENTRYPOINT')).toBe(false);
    expect(runtime.find(({ keyword }) => keyword === 'STOPSIGNAL')?.args).toBe('SIGTERM');
  });

  it('copies from the build context only what is there and .dockerignore keeps', () => {
    const sources = copies(instructions)
      .filter(({ from }) => from === undefined)
      .flatMap(({ sources }) => sources)
      .filter((source) => source !== '.');
    expect(sources.filter((source) => !existsSync(join(root, source)))).toEqual([]);
    expect(sources.filter((source) => ignored(source))).toEqual([]);
  });

  it('gives `npm ci` every workspace’s manifest before it installs', () => {
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const manifests = workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(join(root, pattern.slice(0, -2))).map(
            (name) => `${pattern.slice(0, -1)}${name}`,
          )
        : [pattern],
    );
    const copied = copies(instructions).flatMap(({ sources }) => sources);
    for (const workspace of manifests.filter((path) =>
      existsSync(join(root, path, 'package.json')),
    )) {
      expect(copied).toContain(`${workspace}/package.json`);
    }
  });

  it('builds the app from every source its build reads, and ships what it writes', () => {
    expect(buildStage).toBeDefined();
    const buildStageCopiesAll = instructions.some(
      ({ stage, keyword, args }) =>
        stage === buildStage && keyword === 'COPY' && copyOf(args).sources.includes('.'),
    );
    expect(buildStageCopiesAll).toBe(true);
    expect(BUILD_SOURCES.filter((source) => ignored(source))).toEqual([]);

    const fromBuild = copies(runtime).filter(({ from }) => from === buildStage);
    for (const output of BUILD_OUTPUTS) {
      expect(
        fromBuild.some(({ sources }) =>
          sources.some((source) => `${WORKDIR}/${output}`.startsWith(`${source}/`)),
        ),
      ).toBe(true);
    }
  });

  it("ships the server's code, its migrations and the loader it runs through", () => {
    const entry = command.find((word) => word.endsWith('.ts')) ?? '';
    const migrations =
      /out:\s*'\.\/([^']+)'/.exec(
        readFileSync(join(root, 'packages/server/drizzle.config.ts'), 'utf8'),
      )?.[1] ?? '';
    for (const path of [entry, migrations]) {
      expect(runtimeCopiesFromContext(path)).toBe(true);
      expect(ignored(path)).toBe(false);
    }
    // `--import tsx`: a devDependency, copied in with each package it needs.
    const loader = command[command.indexOf('--import') + 1] ?? '';
    const { dependencies = {} } = JSON.parse(
      readFileSync(join(root, 'node_modules', loader, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    const copiedModules = copies(runtime).flatMap(({ sources }) => sources);
    for (const name of [loader, ...Object.keys(dependencies)]) {
      expect(copiedModules).toContain(`${WORKDIR}/node_modules/${name}`);
    }
  });
});
