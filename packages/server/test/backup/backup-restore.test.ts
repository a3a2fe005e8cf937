import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../src/backup/migration-level.js';
import { openDatabase } from '../../src/db/database.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';
import { login, registerUser } from '../support/accounts.js';
import { runEntry, urlOf } from '../support/run-entry.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import {
  emptyTarget,
  everyFile,
  everyRow,
  runBackup,
  runRestore,
  targetEngines,
} from './support.js';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** The demo shop (`npm start` in development) takes a minute or more to seed on a busy machine. */
const SEED_TIMEOUT = 240_000;
/** A restore migrates a new database from nothing (PGlite: tens of seconds) before its rows go in. */
const RESTORE_TIMEOUT = 240_000;

describe('a backup of the demo shop', { timeout: RESTORE_TIMEOUT }, () => {
  let source: TestServer;
  let folder: string;
  let archive: string;
  const targets: { drop(): Promise<void> }[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'plaza-backup-'));
    archive = join(folder, 'shop.tar.gz');
    const demo = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };
    const seeded = await startTestServer(demo);
    // On PGlite the data folder is open in one process at a time: the backup runs while it is stopped.
    source = await seeded.restart(demo, async () => {
      const backup = runBackup(archive, {
        DATA_DIR: seeded.dataDir,
        ...(seeded.databaseUrl && { DATABASE_URL: seeded.databaseUrl }),
      });
      expect(await backup.exited, backup.output()).toBe(0);
    });
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await source?.close();
    for (const target of targets) await target.drop();
    await rm(folder, { recursive: true, force: true });
  });

  async function restoredTarget(engine: 'pglite' | 'postgres') {
    const target = await emptyTarget(engine);
    targets.push(target);
    const restore = runRestore(archive, target.env);
    expect(await restore.exited, restore.output()).toBe(0);
    return target;
  }

  for (const engine of targetEngines()) {
    it(`restores every row and every file into an empty ${engine} database and data folder`, async () => {
      const target = await restoredTarget(engine);
      const restored = await openDatabase({
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
      });
      try {
        const rows = await everyRow(source.server.database.db);
        expect(rows.users?.length).toBeGreaterThan(5);
        expect(rows.purchases?.length).toBeGreaterThan(0);
        expect(await everyRow(restored.db)).toEqual(rows);
      } finally {
        await restored.close();
      }
      const files = await everyFile(join(source.dataDir, 'uploads'));
      expect(files.size).toBeGreaterThan(10);
      expect(await everyFile(join(target.dataDir, 'uploads'))).toEqual(files);
    });
  }

  it('gives a server that serves the shop and takes new rows', async () => {
    const target = await restoredTarget(targetEngines().at(-1) ?? 'pglite');
    const server = runEntry(main, [], { ...target.env, PORT: '0', SCRYPT_COST: '12' });
    try {
      const running = { url: await urlOf(server) } as TestServer;
      const [seller] = demoSellers;
      expect((await login(running, seller.username, seller.password)).access).toBeTruthy();
      // A new user takes the next id of the users' sequence, past every restored one.
      const user = await registerUser(running);
      expect(user.access).toBeTruthy();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const refused = runRestore(archive, target.env);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('The database is not empty');
  });

  it('refuses a damaged archive and leaves the target empty', async () => {
    const damaged = join(folder, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(damaged, bytes);
    const target = await emptyTarget('pglite');
    targets.push(target);
    const restore = runRestore(damaged, target.env);
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toMatch(/is damaged/);
    // Refused before the target is opened: on PGlite, its database is not even made.
    expect(await everyFile(target.dataDir)).toEqual(new Map());
  });

  it('refuses an archive made at another migration level', async () => {
    const unpacked = await mkdtemp(join(folder, 'unpacked-'));
    await extract({ file: archive, cwd: unpacked });
    const manifestPath = join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    // As an archive made before this release's last migration would say.
    const shipped = shippedMigrations();
    const previous = shipped.at(-2);
    manifest.migrations = { count: shipped.length - 1, last: previous?.tag, hash: previous?.hash };
    await writeFile(manifestPath, JSON.stringify(manifest));
    const older = join(folder, 'older.tar.gz');
    await create({ file: older, cwd: unpacked, gzip: true }, [
      'manifest.json',
      'database',
      'uploads',
    ]);
    const target = await emptyTarget('pglite');
    targets.push(target);
    const restore = runRestore(older, target.env);
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toContain(
      `The archive was made at migration ${previous?.tag} (${shipped.length - 1})`,
    );
    expect(restore.output()).toContain('Restore it with the Plaza release that made it');
  });
});
