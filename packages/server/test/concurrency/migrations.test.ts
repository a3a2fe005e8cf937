import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedMigrations, shippedMigrations } from '../../src/backup/migration-level.js';
import { openDatabase } from '../../src/db/database.js';
import { runEntry } from '../support/run-entry.js';
import { createDatabaseOn, type TestDatabase } from '../support/test-database.js';

const migrateEntry = fileURLToPath(new URL('../../src/cli/migrate.ts', import.meta.url));

/*
 * Instances deployed together on one new PostgreSQL database each migrate it at start (or run
 * `npm run db:migrate`): one applies the migrations, the others wait for its lock and find nothing
 * left. Without the lock, both read "nothing applied" and both apply, or fail on the other's tables.
 */
describe('migrating one new database from several instances at once', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });

  async function emptyDatabase() {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const database = await createDatabaseOn(adminUrl, 'plaza_migrate');
    databases.push(database);
    return database;
  }

  async function expectEachMigrationOnce(url: string) {
    const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
    try {
      expect(await appliedMigrations(database.db)).toEqual(
        shippedMigrations().map((migration) => migration.hash),
      );
    } finally {
      await database.close();
    }
  }

  it('applies each migration once when three servers migrate at the same moment', async () => {
    const { url } = await emptyDatabase();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: tmpdir() })),
    );
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    await expectEachMigrationOnce(url);
  });

  it('has two db:migrate processes started together both succeed', async () => {
    const { url } = await emptyDatabase();
    const runs = [1, 2].map(() =>
      runEntry(migrateEntry, [], { DATABASE_URL: url, DATA_DIR: tmpdir() }),
    );
    for (const run of runs) expect(await run.exited, run.output()).toBe(0);
    await expectEachMigrationOnce(url);
  });
});
