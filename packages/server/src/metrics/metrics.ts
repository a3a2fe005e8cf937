import pg from 'pg';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { createShopCounters, type ShopCounters } from './shop-counters.js';

/** One server's metrics: its own registry (tests run many servers in one process) and counters. */
export interface ServerMetrics {
  /** What `/metrics` answers, besides the process's own (process-metrics.ts). */
  metrics: Registry;
  counters: ShopCounters;
}

/**
 * The server's registry with the shop's counters and, on PostgreSQL, its connection pool read at
 * each scrape (PGlite has one connection and no pool: no series).
 */
export function createMetrics(db: Db): ServerMetrics {
  const registry = new Registry();
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'plaza_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return { metrics: registry, counters: createShopCounters(registry) };
}

/** The pool drizzle was given on PostgreSQL (db/database.ts), which it keeps as `$client`. */
function poolOf(db: Db): pg.Pool | undefined {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
