import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import { extract } from 'tar';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';
import { uploadsRoot } from '../storage/storage-for.js';
import { loadTables } from './load-tables.js';
import {
  FORMAT_VERSION,
  MANIFEST_FILE,
  parseManifest,
  tableFile,
  UPLOADS_FOLDER,
  type Manifest,
} from './manifest.js';
import { appliedMigrations, levelOf, shippedLevel, shippedMigrations } from './migration-level.js';
import { bucketKeys, sha256Of } from './uploads.js';

/** A reason nothing was restored, to say as it is. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreReport {
  manifest: Manifest;
  /** With an archive of a bucket's keys: those the configured bucket lacks (none restored). */
  missingKeys: string[];
}

/**
 * Restores an archive `writeBackup` made into an empty database and data folder. Everything is
 * checked before anything is written: the archive whole (each file's size and sha256 against its
 * manifest), made at the migration level this Plaza migrates to, and a target with no rows and no
 * uploads. Then the target is migrated, the uploads are put in place and the rows go in in one
 * transaction; should either fail, the uploads are taken out again, so the target is left as empty
 * as it was found and the restore can simply be run again.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 's3'>,
  archive: string,
  openTarget: () => Promise<Database>,
): Promise<RestoreReport> {
  await mkdir(config.dataDir, { recursive: true });
  // In the data folder: the uploads are moved from here into theirs, usually on the same disk.
  const staging = await mkdtemp(join(config.dataDir, '.plaza-restore-'));
  try {
    await unpack(archive, staging);
    const manifest = await checkedManifest(staging);
    if (manifest.uploads.storage === 'local' && manifest.uploads.files.length > 0 && config.s3) {
      throw new RestoreRefused(
        `The archive holds local uploads but S3_BUCKET is set: restore without S3_BUCKET, then copy them with npm run storage:copy.`,
      );
    }
    // Opened only now, so a refused archive leaves the target as it was (on PGlite, not even made).
    const database = await openTarget();
    try {
      return await restoreInto(database, config, staging, manifest);
    } finally {
      await database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreInto(
  database: Database,
  config: Pick<Config, 'dataDir' | 's3'>,
  staging: string,
  manifest: Manifest,
): Promise<RestoreReport> {
  const root = uploadsRoot(config);
  await checkTargetEmpty(database, root);
  await database.migrate();
  const level = await levelOf(database.db);
  if (level.hash !== manifest.migrations.hash) {
    throw new RestoreRefused(
      `The database is at migration ${level.last ?? level.hash} once migrated, the archive at ${manifest.migrations.last}.`,
    );
  }
  const hasUploads = manifest.uploads.storage === 'local' && manifest.uploads.files.length > 0;
  try {
    // Files first: one that failed to go in after the rows committed would leave a shop restored
    // without it, in a database no longer empty enough to restore into again.
    if (hasUploads) await placeUploads(join(staging, UPLOADS_FOLDER), root);
    await loadTables(database.db, staging, manifest);
  } catch (error) {
    if (hasUploads) await emptyFolder(root);
    throw error;
  }
  const missingKeys =
    manifest.uploads.storage === 's3' && config.s3
      ? await keysMissingFrom(config.s3, manifest.uploads.keys)
      : [];
  return { manifest, missingKeys };
}

/**
 * Moves the unpacked uploads into `root`, which holds nothing (checked), entry by entry rather than
 * `root` itself, which may be a mount point; copied where it is a mount of another disk (EXDEV).
 */
async function placeUploads(from: string, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const entry of await readdir(from)) {
    try {
      await rename(join(from, entry), join(root, entry));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await cp(join(from, entry), join(root, entry), {
        recursive: true,
        errorOnExist: true,
        force: false,
      });
    }
  }
}

/** Removes what `root` holds (it held nothing before the restore), keeping the folder itself. */
async function emptyFolder(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => []);
  for (const entry of entries) await rm(join(root, entry), { recursive: true, force: true });
}

async function unpack(archive: string, folder: string): Promise<void> {
  try {
    await stat(archive);
  } catch {
    throw new RestoreRefused(`There is no archive at ${archive}.`);
  }
  try {
    // Strict: a damaged block is an error, not a warning and a shorter archive.
    await extract({ file: archive, cwd: folder, strict: true });
  } catch (error) {
    throw new RestoreRefused(
      `${archive} is damaged or not a Plaza backup (${(error as Error).message}).`,
    );
  }
}

/** The manifest, once every file the archive holds is checked against it, and its level against ours. */
async function checkedManifest(folder: string): Promise<Manifest> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined)
    throw new RestoreRefused(`The archive has no ${MANIFEST_FILE}: it is not a Plaza backup.`);
  let format: unknown;
  try {
    format = (JSON.parse(text) as { format?: unknown }).format;
  } catch {
    throw new RestoreRefused(`The archive's ${MANIFEST_FILE} is damaged.`);
  }
  if (format !== FORMAT_VERSION) {
    throw new RestoreRefused(
      `The archive's format is ${String(format)}; this Plaza reads format ${FORMAT_VERSION}.`,
    );
  }
  const manifest = parseManifest(text);
  if (!manifest) throw new RestoreRefused(`The archive's ${MANIFEST_FILE} is damaged.`);

  const shipped = shippedLevel();
  if (manifest.migrations.hash !== shipped.hash) {
    const known = shippedMigrations().some((m) => m.hash === manifest.migrations.hash);
    throw new RestoreRefused(
      `The archive was made at migration ${manifest.migrations.last} (${manifest.migrations.count}); this Plaza is at ${shipped.last} (${shipped.count}). ` +
        (known
          ? 'Restore it with the Plaza release that made it, then upgrade.'
          : 'It was made by a newer Plaza: restore it with that release.'),
    );
  }

  const expected = new Map<string, { size: number; sha256: string }>();
  for (const table of manifest.tables) {
    expected.set(tableFile(table.name), { size: table.bytes, sha256: table.sha256 });
  }
  if (manifest.uploads.storage === 'local') {
    for (const file of manifest.uploads.files) expected.set(`${UPLOADS_FOLDER}/${file.key}`, file);
  }
  const present = new Set<string>();
  for (const name of await readdir(folder, { recursive: true })) {
    const path = join(folder, name);
    if (!(await stat(path)).isFile() || name === MANIFEST_FILE) continue;
    const file = relative(folder, path).split(sep).join('/');
    const wanted = expected.get(file);
    if (!wanted)
      throw new RestoreRefused(`The archive holds ${file}, which its manifest does not list.`);
    const { size } = await stat(path);
    if (size !== wanted.size || (await sha256Of(path)) !== wanted.sha256) {
      throw new RestoreRefused(
        `The archive's ${file} is damaged: it is not what its manifest says.`,
      );
    }
    present.add(file);
  }
  const missing = [...expected.keys()].filter((file) => !present.has(file));
  if (missing.length > 0) {
    throw new RestoreRefused(
      `The archive lacks ${missing.length} of its files, such as ${missing[0]}.`,
    );
  }
  return manifest;
}

/** Refuses a database with any row in the shop's tables, or an uploads folder with any file. */
async function checkTargetEmpty(database: Database, root: string): Promise<void> {
  const applied = await appliedMigrations(database.db);
  const shipped = shippedMigrations().map((migration) => migration.hash);
  if (applied.some((hash, index) => shipped[index] !== hash)) {
    throw new RestoreRefused(
      'The database holds migrations this Plaza does not ship: it is not empty.',
    );
  }
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  for (const { name } of tables) {
    const [found] = await rowsOf<{ any: boolean }>(
      database.db,
      sql`select exists (select from ${sql.identifier(name)}) as any`,
    );
    if (found?.any) {
      throw new RestoreRefused(
        `The database is not empty (the table ${name} has rows): restore into a new, empty database.`,
      );
    }
  }
  const files = await readdir(root).catch(() => []);
  if (files.length > 0) {
    throw new RestoreRefused(
      `The uploads folder ${root} is not empty: restore into a new, empty data folder.`,
    );
  }
}

async function keysMissingFrom(
  config: NonNullable<Config['s3']>,
  keys: { key: string }[],
): Promise<string[]> {
  const held = new Set((await bucketKeys(config)).map((object) => object.key));
  return keys.map((object) => object.key).filter((key) => !held.has(key));
}
