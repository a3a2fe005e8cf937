import { access, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { create } from 'tar';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { uploadsRoot } from '../storage/storage-for.js';
import { dumpTables } from './dump-tables.js';
import {
  DATABASE_FOLDER,
  FORMAT_VERSION,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  type Manifest,
} from './manifest.js';
import { levelOf } from './migration-level.js';
import { bucketKeys, localFiles } from './uploads.js';

/** A reason the backup was not written, to say as it is. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * Writes one archive (tar, gzip) at `out`: a manifest, the database as data (one JSON-lines file a
 * table) and, with local uploads, the uploads folder; with `S3_BUCKET`, the bucket's keys, in the
 * manifest, instead of its files, which stay where they are. Data rather than a dump of the engine
 * (pg_dump, PGlite's `dumpDataDir`), so an archive of either engine restores into the other and
 * nothing beyond Node is needed. The archive appears under its name only once whole.
 */
export async function writeBackup(
  database: Database,
  config: Pick<Config, 'dataDir' | 's3'>,
  out: string,
): Promise<Manifest> {
  const exists = await access(out).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupRefused(`${out} exists already: name a new file.`);
  const migrations = await levelOf(database.db);
  if (migrations.count === 0) {
    throw new BackupRefused('The database has no migrations applied: there is no shop to back up.');
  }
  // Beside the archive: on its disk, which has room for it, rather than a small /tmp.
  const staging = await mkdtemp(join(dirname(resolve(out)), '.plaza-backup-'));
  try {
    const { tables, sequences } = await dumpTables(database.db, staging);
    const entries = [MANIFEST_FILE, DATABASE_FOLDER];
    let uploads: Manifest['uploads'];
    if (config.s3) {
      uploads = { storage: 's3', bucket: config.s3.bucket, keys: await bucketKeys(config.s3) };
    } else {
      const root = uploadsRoot(config);
      uploads = { storage: 'local', files: await localFiles(root) };
      if (uploads.files.length > 0) {
        // Packed through a link, followed, so the files are read where they are, not copied first.
        await symlink(resolve(root), join(staging, UPLOADS_FOLDER), 'dir');
        entries.push(UPLOADS_FOLDER);
      }
    }
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migrations,
      tables,
      sequences,
      uploads,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = join(staging, 'archive.tar.gz');
    await create(
      { file: partial, cwd: staging, gzip: true, portable: true, follow: true },
      entries,
    );
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
