import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/database.js';
import { localBus, type Bus } from './bus.js';
import { postgresBus } from './postgres-bus.js';

/**
 * The bus of this shop: PostgreSQL's LISTEN/NOTIFY when instances share one (`DATABASE_URL`);
 * none with the embedded PGlite, which only one instance can open.
 */
export function busFor(config: Config, db: Db, log: FastifyBaseLogger): Promise<Bus> {
  if (!config.databaseUrl) return Promise.resolve(localBus());
  const notify = (channel: string, payload: string) =>
    db.execute(sql`select pg_notify(${channel}, ${payload})`);
  return postgresBus(config.databaseUrl, notify, log);
}
