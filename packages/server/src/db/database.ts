import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { DatabaseKind } from '@plaza/api';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, whichever engine is behind it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies every SQL migration not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL migrations `db:generate` writes, with drizzle's journal of them (`meta/_journal.json`). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The session-level advisory lock `migrate()` holds on PostgreSQL, so instances started at once
 * (or `npm run db:migrate` beside a starting server) migrate one after the other: the next waits,
 * then finds nothing left to apply.
 */
const MIGRATION_LOCK = 'plaza migrations';

/** PostgreSQL when a URL is given, else the embedded PGlite kept in `dataDir/db`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, 'db'));
}

async function openPglite(folder: string): Promise<Database> {
  await mkdir(folder, { recursive: true });
  // Product search needs both (migration 0002); PostgreSQL ships them in its contrib package.
  const client = await PGlite.create(folder, { extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // No lock: PGlite's folder is open in one process only (a second `PGlite.create` on it fails),
    // so nobody else can be migrating it.
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Closing flushes PGlite's folder to disk, so the next start finds it consistent.
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a dropped database) is an error on the pool, which
  // already discards that connection; the next query opens another. Unheard, it would end the process.
  pool.on('error', () => {});
  // Fail at start, with the driver's reason, rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

/**
 * Drizzle's migrator creates its schema and table if missing, reads the last applied migration and
 * applies the newer ones in a transaction: given the pool, each of those steps takes whichever
 * connection is free, and two instances doing it at once both read "nothing applied" and both
 * apply (or fail on each other's `CREATE`). So it runs here on one client of the pool that holds
 * `MIGRATION_LOCK` for the whole run: every step, its transaction included (drizzle begins it on
 * the client it was given), sees what the instance before it committed. A session lock rather than
 * a transaction one, since the migrator commits its own transaction; if letting it go fails, the
 * connection is thrown away, which ends the session and the lock with it.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
