import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import { writeBackup } from '../../src/backup/write-backup.js';
import { loadConfig } from '../../src/config/index.js';
import { openDatabase } from '../../src/db/database.js';
import { s3Storage } from '../../src/storage/s3-storage.js';
import { startTestStore, type TestStore } from '../support/s3.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { emptyTarget, everyFile } from './support.js';

/** A restore migrates a new database from nothing: on PGlite, tens of seconds on a busy machine. */
const RESTORE_TIMEOUT = 180_000;

describe('a backup of a shop whose uploads are in a bucket', { timeout: RESTORE_TIMEOUT }, () => {
  let store: TestStore;
  let server: TestServer;
  let folder: string;
  const saved: string[] = [];
  beforeAll(async () => {
    store = await startTestStore();
    server = await startTestServer(store.env);
    folder = await mkdtemp(join(tmpdir(), 'plaza-backup-'));
    const bucket = await s3Storage(loadConfig({ ...store.env }).s3!, undefined);
    try {
      saved.push(await bucket.save('products', Buffer.from('a picture'), 'webp'));
      saved.push(await bucket.save('private/files', Buffer.from('a digital product'), 'zip'));
    } finally {
      bucket.close();
    }
  }, RESTORE_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await store?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("lists the bucket's keys in the manifest instead of its files, and restores the rows", async () => {
    const config = loadConfig({ ...store.env, DATA_DIR: server.dataDir });
    const archive = join(folder, 'shop.tar.gz');
    const manifest = await writeBackup(server.server.database, config, archive);
    if (manifest.uploads.storage !== 's3') throw new Error('the archive lists no bucket');
    expect(manifest.uploads.bucket).toBe(config.s3?.bucket);
    expect(manifest.uploads.keys).toEqual(
      [...saved].sort().map((key) => ({ key, size: expect.any(Number) })),
    );
    expect(manifest.uploads.keys.find(({ key }) => key === saved[0])?.size).toBe(9);

    const target = await emptyTarget('pglite');
    try {
      const report = await restoreBackup(
        loadConfig({ ...store.env, DATA_DIR: target.dataDir }),
        archive,
        () => openDatabase({ databaseUrl: undefined, dataDir: target.dataDir }),
      );
      expect(report.missingKeys).toEqual([]);
      expect(
        report.manifest.tables.find((table) => table.name === 'categories')?.rows,
      ).toBeGreaterThan(0);
      expect(await everyFile(join(target.dataDir, 'uploads')).catch(() => new Map())).toEqual(
        new Map(),
      );
    } finally {
      await target.drop();
    }
  });
});
