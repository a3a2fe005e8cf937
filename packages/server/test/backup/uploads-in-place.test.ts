import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import { writeBackup } from '../../src/backup/write-backup.js';
import { loadConfig } from '../../src/config/index.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { testDatabaseKind } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { emptyTarget, everyFile, everyRow } from './support.js';

/** Each restore migrates a new database from nothing: on PGlite, tens of seconds on a busy machine. */
const RESTORE_TIMEOUT = 240_000;

describe('a restore whose uploads or rows cannot go in', { timeout: RESTORE_TIMEOUT }, () => {
  let source: TestServer;
  let folder: string;
  let archive: string;
  beforeAll(async () => {
    source = await startTestServer();
    folder = await mkdtemp(join(tmpdir(), 'plaza-backup-'));
    archive = join(folder, 'shop.tar.gz');
    await mkdir(join(source.dataDir, 'uploads', 'products'), { recursive: true });
    await writeFile(join(source.dataDir, 'uploads', 'products', 'a.webp'), 'a picture');
    await writeBackup(source.server.database, loadConfig({ DATA_DIR: source.dataDir }), archive);
  }, RESTORE_TIMEOUT);
  afterAll(async () => {
    await source?.close();
    await rm(folder, { recursive: true, force: true });
  });

  type Target = Awaited<ReturnType<typeof emptyTarget>>;
  const open = (target: Target) =>
    openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const restore = (target: Target, openTarget: () => Promise<Database> = () => open(target)) =>
    restoreBackup(loadConfig({ DATA_DIR: target.dataDir }), archive, openTarget);

  /** The tables of `target` that hold rows, by name: none for a target as empty as it was found. */
  async function tablesWithRows(target: Target): Promise<string[]> {
    const database = await open(target);
    try {
      const rows = await everyRow(database.db);
      return Object.keys(rows).filter((table) => rows[table]!.length > 0);
    } finally {
      await database.close();
    }
  }

  /** Restores again, now that the cause is gone, and checks the shop is the source's. */
  async function restoresWhole(target: Target): Promise<void> {
    await restore(target);
    const restored = await open(target);
    try {
      expect(await everyRow(restored.db)).toEqual(await everyRow(source.server.database.db));
    } finally {
      await restored.close();
    }
    expect(await everyFile(join(target.dataDir, 'uploads'))).toEqual(
      await everyFile(join(source.dataDir, 'uploads')),
    );
  }

  it('writes no row when the uploads cannot be put in place, so it can be run again', async () => {
    const target = await emptyTarget(testDatabaseKind());
    try {
      // A file where the uploads folder must go: placing them fails as a busy or read-only mount would.
      const inTheWay = join(target.dataDir, 'uploads');
      await writeFile(inTheWay, 'not a folder');
      await expect(restore(target)).rejects.toThrow(/uploads/);
      expect(await tablesWithRows(target)).toEqual([]);
      await rm(inTheWay);
      await restoresWhole(target);
    } finally {
      await target.drop();
    }
  });

  it('takes the uploads out again when the rows cannot go in', async () => {
    const target = await emptyTarget(testDatabaseKind());
    try {
      // A table the archive lacks: loading refuses it, once the uploads are in place.
      const withStray = async () => {
        const database = await open(target);
        await database.db.execute(sql`create table stray (id integer)`);
        return database;
      };
      await expect(restore(target, withStray)).rejects.toThrow(/stray/);
      expect(await everyFile(join(target.dataDir, 'uploads')).catch(() => new Map())).toEqual(
        new Map(),
      );
      expect(await tablesWithRows(target)).toEqual([]);
      const database = await open(target);
      await database.db.execute(sql`drop table stray`);
      await database.close();
      await restoresWhole(target);
    } finally {
      await target.drop();
    }
  });
});
