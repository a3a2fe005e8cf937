import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  testDatabaseKind,
} from '../support/test-database.js';

/**
 * For the tests of the describe block it is called in, a migrated database of the run's engine
 * without a server, and on PostgreSQL a second instance's connections to it, as two servers have.
 */
export function useDatabases(): Database[] {
  const opened: Database[] = [];
  const cleanUps: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      const database = await createPostgresDatabase();
      cleanUps.push(() => database.drop());
      const instance = () => openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
      opened.push(await instance(), await instance());
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'plaza-db-'));
      cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
      await createPgliteDatabase(dataDir);
      opened.push(await openDatabase({ databaseUrl: undefined, dataDir }));
    }
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });
  return opened;
}
