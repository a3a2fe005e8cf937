import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type Config, type RunningServer } from '@plaza/server';

/**
 * Runs `use` against the real server on a temporary data folder, then closes it and removes the
 * folder. The server listens on a free loopback port, serves no app, seeds no demo and logs only
 * errors (a line per request would measure the logger); `env` adds or overrides variables.
 */
export async function withBenchServer<T>(
  folderPrefix: string,
  env: Record<string, string | undefined>,
  use: (server: RunningServer, config: Config) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-app'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ...env,
    });
    const server = await startServer(config);
    try {
      return await use(server, config);
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
