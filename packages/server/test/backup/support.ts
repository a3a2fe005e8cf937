import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/rows-of.js';
import { runEntry } from '../support/run-entry.js';
import { createDatabaseOn } from '../support/test-database.js';

const cli = (name: string) => fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));

/** `npm run backup -- --out FILE` in its own process, on the shop `env` names. */
export const runBackup = (out: string, env: Record<string, string>) =>
  runEntry(cli('backup'), ['--out', out], env);

/** `npm run restore -- FILE` in its own process, into the shop `env` names. */
export const runRestore = (archive: string, env: Record<string, string>) =>
  runEntry(cli('restore'), [archive], env);

export type Engine = 'pglite' | 'postgres';

/** A new, empty data folder and, for PostgreSQL, a new database with nothing in it: a restore's target. */
export async function emptyTarget(engine: Engine) {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-restore-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && !adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database =
    engine === 'postgres' && adminUrl
      ? await createDatabaseOn(adminUrl, 'plaza_restore')
      : undefined;
  return {
    env: { DATA_DIR: dataDir, ...(database && { DATABASE_URL: database.url }) },
    dataDir,
    databaseUrl: database?.url,
    async drop() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Engines a restore can go into in this run: PGlite always, PostgreSQL when there is a server. */
export const targetEngines = (): Engine[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Every row of every table of the shop, generated columns too, as PostgreSQL's JSON of it in UTC,
 * sorted: two databases with the same rows answer the same, whichever their engines.
 */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = await rowsOf<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const lines = await rowsOf<{ line: string }>(
        tx,
        sql`select row_to_json(t)::text as line from ${sql.identifier(name)} as t order by 1`,
      );
      rows[name] = lines.map(({ line }) => line);
    }
    return rows;
  });
}

/** Every file under `root`, by its path there, with its bytes. */
export async function everyFile(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length), await readFile(path));
  }
  return files;
}
