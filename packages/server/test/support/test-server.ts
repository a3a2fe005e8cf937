import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ApiClient } from '@plaza/api';
import { loadConfig } from '../../src/config/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './test-database.js';

export interface TestServer {
  url: string;
  api: ApiClient;
  server: RunningServer;
  dataDir: string;
  /** The PostgreSQL database of this server, when it runs on PostgreSQL. */
  databaseUrl: string | undefined;
  /**
   * Starts the server again on the same database and data folder, as a restart would;
   * `whileStopped` runs in between, as an operator's command would.
   */
  restart(env?: Record<string, string>, whileStopped?: () => Promise<void>): Promise<TestServer>;
  close(): Promise<void>;
}

/**
 * A real server on a free loopback port with a new data folder and database, as `npm start` would run
 * it. `env` adds or overrides configuration variables.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-test-'));
  const onPostgres = testDatabaseKind() === 'postgres';
  const database = onPostgres ? await createPostgresDatabase() : undefined;
  if (!onPostgres) await createPgliteDatabase(dataDir);
  return start(dataDir, database, env);
}

async function start(
  dataDir: string,
  database: TestDatabase | undefined,
  env: Record<string, string>,
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // No built app here: tests of the static fallback pass their own folder.
    STATIC_DIR: join(dataDir, 'no-app'),
    // Tests give each visitor an address of its own through X-Forwarded-For (support/http.ts), so
    // one test's sign-ins never count against another's rate limits.
    TRUST_PROXY: 'true',
    // N = 2^12 instead of 2^17: hashing takes milliseconds, not a third of a second per user.
    SCRYPT_COST: '12',
    // A test machine running many files at once lags far more than a served shop; production's
    // default would answer 503 to whichever test met the lag (under-pressure.test.ts turns it on).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(database && { DATABASE_URL: database.url }),
    ...env,
  });
  const cleanUp = async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url: server.url,
    api: createClient({ baseUrl: `${server.url}/api/` }),
    server,
    dataDir,
    databaseUrl: database?.url,
    async restart(nextEnv = env, whileStopped) {
      await server.close();
      await whileStopped?.();
      return start(dataDir, database, nextEnv);
    },
    async close() {
      await server.close();
      await cleanUp();
    },
  };
}
