/*
 * The Dockerfile's start command run as it is written, outside a container (none runs here): from
 * the repository's root, which is the image's WORKDIR, with the image's ENV and what production
 * requires. Its HEALTHCHECK and compose.yaml's instance check are then run against it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCompose, readEnvFile } from '../support/compose.js';
import {
  envOf,
  execForm,
  finalStage,
  healthcheckCommand,
  readDockerfile,
} from '../support/dockerfile.js';
import { runCommand, urlOf, type RunningEntry } from '../support/run-entry.js';
import {
  createPostgresDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../support/test-database.js';
import { waitFor } from '../support/wait-for.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const runtime = finalStage(readDockerfile(root));
const argsOf = (keyword: string) =>
  runtime.findLast((instruction) => instruction.keyword === keyword)?.args ?? '';
const start = execForm(argsOf('CMD'));
/** The image's own check: is the process alive. */
const liveness = healthcheckCommand(argsOf('HEALTHCHECK'));
/** compose.yaml's check of an instance (`docker compose up --wait`): may it have traffic. */
const readiness = Object.values(
  readCompose(root, readEnvFile(join(root, 'deploy/.env.example'))).services,
)
  .find((service) => service.build === '.' && service.healthcheck)
  ?.healthcheck?.test.slice(1);

/** A check run as the container runs it: the image's environment, the server's port. */
async function check(command: string[], port: string): Promise<number | null> {
  return runCommand(command, {
    cwd: root,
    env: { PATH: process.env.PATH, ...envOf(runtime), PORT: port },
  }).exited;
}

// A whole server process in production: tsx, migrations of a new database, then a drain.
const START_TEST_TIMEOUT = 180_000;

describe("the image's start command, run as written", { timeout: START_TEST_TIMEOUT }, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let server: RunningEntry | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plaza-image-'));
    if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves, passes its health checks, and drains and exits 0 on SIGTERM', async () => {
    server = runCommand(start, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        ...envOf(runtime),
        // What a container would have differently: a free port, a data folder, production's secrets.
        PORT: '0',
        DATA_DIR: dataDir,
        ...(database && { DATABASE_URL: database.url }),
        JWT_SECRET: 'j'.repeat(32),
        HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SHUTDOWN_GRACE_SECONDS: '5',
      },
    });
    const url = await urlOf(server);
    const { port } = new URL(url);
    for (const path of ['/api/health/live/', '/api/health/ready/']) {
      await waitFor(`${path} to answer 200`, async () =>
        (await fetch(`${url}${path}`)).status === 200 ? true : undefined,
      );
    }
    expect(await check(liveness, port)).toBe(0);
    expect(readiness).toBeDefined();
    expect(await check(readiness ?? [], port)).toBe(0);

    server.child.kill('SIGTERM');
    // Draining: out of the proxy's rotation, yet alive, so nothing restarts it.
    await waitFor('health/ready/ to answer 503', async () =>
      (await fetch(`${url}/api/health/ready/`)).status === 503 ? true : undefined,
    );
    expect(await check(readiness ?? [], port)).toBe(1);
    expect(await check(liveness, port)).toBe(0);
    expect(await server.exited).toBe(0);
  });

  it('fails its health checks where nothing answers', async () => {
    // Port 9 (discard), where nothing listens.
    expect(await check(liveness, '9')).toBe(1);
    expect(await check(readiness ?? [], '9')).toBe(1);
  });
});
