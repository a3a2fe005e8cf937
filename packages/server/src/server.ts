import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './accounts/admins.js';
import { buildApp } from './app.js';
import type { Config } from './config/index.js';
import { openDatabase, type Database } from './db/database.js';
import { seedCategories, seedDemo } from './seed/seed-demo.js';

/** How long a shutdown waits for requests under way before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where it listens, such as `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  /**
   * Stops taking requests, lets the ones under way finish (for `SHUTDOWN_GRACE_MS` at most), then
   * closes the database.
   */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds a new one, makes `ADMIN_EMAIL` an admin, and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    app = await buildApp(config, database);
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
  return {
    app: running,
    database,
    url: `http://${host}:${port}`,
    port,
    async close() {
      // Requests under way get SHUTDOWN_GRACE_MS to finish; then every socket is cut, so a client
      // that stalls halfway through a request can't keep the server (and its database) open.
      const cut = setTimeout(() => running.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      try {
        await running.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
