import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import type { Db } from '../db/database.js';
import { localBus, type Bus } from './bus.js';
import { postgresBus } from './postgres-bus.js';
import { redisBus } from './redis-bus.js';

/**
 * The bus of this shop: Redis pub/sub when instances share a Redis (`REDIS_URL`), else PostgreSQL's
 * LISTEN/NOTIFY when they share one (`DATABASE_URL`); none with the embedded PGlite alone, which
 * only one instance can open.
 */
export function busFor(
  config: Config,
  db: Db,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
): Promise<Bus> {
  if (redis) return redisBus(redis, log);
  if (!config.databaseUrl) return Promise.resolve(localBus());
  const notify = (channel: string, payload: string) =>
    db.execute(sql`select pg_notify(${channel}, ${payload})`);
  return postgresBus(config.databaseUrl, notify, log);
}
