import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN } from './products.js';
import { runEntry, urlOf, type RunningEntry } from './run-entry.js';
import { createPostgresDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import type { TestServer } from './test-server.js';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  entry: RunningEntry;
  /** The process's address, which is all the HTTP helpers need. */
  server: TestServer;
}

export interface ServerProcesses {
  /** The PostgreSQL database every process uses; none on PGlite (from `beforeAll` on). */
  readonly database: TestDatabase | undefined;
  /** Starts a process with the `ADMIN` administrator, `env` on top, and waits until it listens. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
}

/**
 * Server processes of `src/main.ts`, run as `npm start` runs it, for a describe block whose tests
 * kill one and start the next: each finds what the last left in the same data folder and, when the
 * project's database is PostgreSQL, the same new database. In `afterAll`, after the file's own
 * (`afterAll` hooks run last first), any still running are killed and the folder and database go.
 */
export function useServerProcesses(): ServerProcesses {
  let dataDir: string | undefined;
  let database: TestDatabase | undefined;
  const running: RunningEntry[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plaza-process-'));
    if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const entry of running) entry.child.kill('SIGKILL');
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get database() {
      return database;
    },
    async start(env = {}) {
      if (!dataDir) throw new Error('Start server processes in tests and hooks, not before them');
      const entry = runEntry(main, [], {
        ...ADMIN,
        DATA_DIR: dataDir,
        PORT: '0',
        SCRYPT_COST: '12',
        TRUST_PROXY: 'true',
        ...(database && { DATABASE_URL: database.url }),
        ...env,
      });
      running.push(entry);
      return { entry, server: { url: await urlOf(entry) } as TestServer };
    },
  };
}
