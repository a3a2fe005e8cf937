import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@plaza/server';
import { createPgliteDatabase } from '../../packages/server/test/support/test-database.js';

export interface E2eServer {
  url: string;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /**
   * Whether to fill the shop with the demo sellers and products, as `npm start` does. Test servers
   * get the categories only, so journeys that need no products skip the seconds it takes.
   * @default false
   */
  withDemoShop?: boolean;
  /**
   * More of the server's environment (README.md, Configuration), e.g. `ADMIN_EMAIL`.
   * @default {}
   */
  env?: Record<string, string>;
}

/** The real server with the built app, on a free port, with a new data folder and embedded (PGlite) database. */
export async function startE2eServer({
  withDemoShop = false,
  env = {},
}: E2eServerOptions = {}): Promise<E2eServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-e2e-'));
  const config = loadConfig({
    // Outside test mode a new database gets the whole demo shop, as with `npm start`.
    NODE_ENV: withDemoShop ? 'development' : 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A test machine running a browser beside other checks lags far more than a served shop: the
    // development default would answer 503 to whichever step met the lag.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  if (!existsSync(join(config.staticDir, 'index.html'))) {
    throw new Error(`No built app in ${config.staticDir}: run \`npm run build\` first.`);
  }
  let server: RunningServer | undefined;
  try {
    // Under Vitest (the journeys), a copy of the run's migrated database (vitest.config.ts), as the
    // server tests use it; a script outside Vitest (first-visit-size.ts) has its server migrate.
    if (process.env.VITEST) await createPgliteDatabase(dataDir);
    server = await startServer(config);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: running.url,
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
