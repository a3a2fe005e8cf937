import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';

/** How far a database's schema is: the migrations applied, and the last one by name and hash. */
export interface MigrationLevel {
  count: number;
  /** Its file name without `.sql`, such as `0015_claim_refund_claims`; `null` before any. */
  last: string | null;
  /** The sha256 of its SQL, which drizzle records as it applies it. */
  hash: string | null;
}

/** The migrations this Plaza ships, in order: their SQL's hashes as drizzle records them, and names. */
export function shippedMigrations(): { hash: string; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder }).map(({ hash }, index) => ({
    hash,
    tag: journal.entries[index]?.tag ?? '',
  }));
}

/** The level `npm run db:migrate` brings a database to with this Plaza. */
export function shippedLevel(): MigrationLevel {
  const shipped = shippedMigrations();
  const last = shipped.at(-1);
  return { count: shipped.length, last: last?.tag ?? null, hash: last?.hash ?? null };
}

/** The hashes of the migrations drizzle applied to `db`, oldest first; none on a new database. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const [table] = await rowsOf<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return [];
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** The level `db` is at, its last migration named as this Plaza names it (unknown to it: `null`). */
export async function levelOf(db: Db): Promise<MigrationLevel> {
  const applied = await appliedMigrations(db);
  const hash = applied.at(-1) ?? null;
  const last = shippedMigrations().find((migration) => migration.hash === hash)?.tag ?? null;
  return { count: applied.length, last, hash };
}
