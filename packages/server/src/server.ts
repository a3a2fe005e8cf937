import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './accounts/admins.js';
import { buildApp } from './app.js';
import type { Config } from './config/index.js';
import { openDatabase, type Database } from './db/database.js';
import { seedCategories, seedDemo } from './seed/seed-demo.js';

/**
 * How long requests under way may still take once the server stops accepting connections; then
 * their sockets are cut, so a client that stalls halfway through a request can't keep the server
 * (and its database) open.
 */
export const IN_FLIGHT_LIMIT_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where it listens, such as `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  /**
   * SIGTERM's stop (main.ts): health/ready/ answers `503` at once while everything, new requests
   * included, is served for `SHUTDOWN_GRACE_SECONDS`, so a load balancer has time to look
   * elsewhere; then `close`.
   */
  drain(): Promise<void>;
  /**
   * Stops taking connections, lets the requests under way finish (for `IN_FLIGHT_LIMIT_MS` at
   * most) and a running job's pass end, then closes the bus and the database.
   */
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it (with `MIGRATE_ON_START`), seeds a new one, makes `ADMIN_EMAIL` an
 * admin, and starts listening: until then there is nothing to connect to, so health/ready/ needs
 * no start-up answer of its own.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  let stopping = false;
  try {
    if (config.migrateOnStart) await database.migrate();
    app = await buildApp(config, database, () => stopping);
    app.addHook('onClose', () => database.close());
    let seeded = false;
    if (config.seedDemo) seeded = await seedDemo(database.db, config);
    else await seedCategories(database.db);
    if (seeded) app.log.info('seeded the demo shop into the new database');
    // Fresh planner statistics. PGlite runs no autovacuum and forgets its change counters when it
    // stops, so it needs them at every start: without them it read every row for a typo search at
    // 100,000 products (8.4 s, not 0.34 s). PostgreSQL's autovacuum keeps them, so there only a new
    // database just filled by the seed gets them now, sparing its first minutes the guesses, and
    // the restarts of several instances never analyze a large database over and over.
    if (database.kind === 'pglite' || seeded) await database.db.execute(sql`analyze`);
    if (config.admin) {
      const outcome = await ensureAdmin(database.db, config.admin, config.scryptCost);
      app.log.info({ email: config.admin.email, outcome }, 'administrator from ADMIN_EMAIL');
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await (app ? app.close() : database.close());
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const running = app;
  const close = async () => {
    const cut = setTimeout(() => running.server.closeAllConnections(), IN_FLIGHT_LIMIT_MS);
    try {
      await running.close();
    } finally {
      clearTimeout(cut);
    }
  };
  return {
    app: running,
    database,
    url: `http://${host}:${port}`,
    port,
    async drain() {
      stopping = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceSeconds * 1000));
      await close();
    },
    close,
  };
}
