import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedMigrations, shippedMigrations } from '../src/backup/migration-level.js';
import { openDatabase } from '../src/db/database.js';
import { runEntry } from './support/run-entry.js';
import { createDatabaseOn, testDatabaseKind } from './support/test-database.js';

const migrateEntry = fileURLToPath(new URL('../src/cli/migrate.ts', import.meta.url));

// A new process (tsx) migrating a new database from nothing: PGlite's sixteen migrations take
// seconds on a busy machine.
const MIGRATE_TIMEOUT = 120_000;

describe('npm run db:migrate', { timeout: MIGRATE_TIMEOUT }, () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  /** A new data folder and, on PostgreSQL, a new empty database: what a first deploy finds. */
  async function emptyTarget() {
    const dataDir = await mkdtemp(join(tmpdir(), 'plaza-migrate-'));
    cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database =
      testDatabaseKind() === 'postgres' && adminUrl
        ? await createDatabaseOn(adminUrl, 'plaza_migrate')
        : undefined;
    if (database) cleanUps.push(() => database.drop());
    return { DATA_DIR: dataDir, ...(database && { DATABASE_URL: database.url }) };
  }

  it('applies every migration to a new database once, and nothing when run again', async () => {
    const env = await emptyTarget();
    const first = runEntry(migrateEntry, [], env);
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('database is migrated');
    const again = runEntry(migrateEntry, [], env);
    expect(await again.exited, again.output()).toBe(0);

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const shipped = shippedMigrations().map((migration) => migration.hash);
      expect(shipped.length).toBeGreaterThan(0);
      expect(await appliedMigrations(database.db)).toEqual(shipped);
    } finally {
      await database.close();
    }
  });

  it('exits non-zero with the reason when the database does not answer', async () => {
    const env = await emptyTarget();
    const refused = runEntry(migrateEntry, [], {
      ...env,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/plaza',
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('ECONNREFUSED');
  });
});
