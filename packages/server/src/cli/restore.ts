import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefused } from '../backup/restore-backup.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/database.js';
import { runCommand } from './run-command.js';

const USAGE = 'usage: npm run restore -- FILE';

/**
 * `npm run restore`: restores an archive of `npm run backup` into the configured database and data
 * folder, which must be empty (docs/api.md, Operating Plaza). Start the server once it is done.
 */
async function main(): Promise<number> {
  let archive: string | undefined;
  try {
    [archive] = parseArgs({ allowPositionals: true }).positionals;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!archive) {
    console.error(`Name the archive to restore.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const { manifest, missingKeys } = await restoreBackup(config, archive, () =>
    openDatabase(config),
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const { uploads } = manifest;
  const files =
    uploads.storage === 'local'
      ? `${uploads.files.length} uploaded files`
      : `no files: the uploads are the ${uploads.keys.length} keys of the bucket ${uploads.bucket}`;
  console.log(
    `Restored ${archive}: ${rows} rows in ${manifest.tables.length} tables and ${files}.`,
  );
  if (missingKeys.length > 0) {
    console.warn(
      `The bucket ${config.s3?.bucket} lacks ${missingKeys.length} of the archive's keys, such as ${missingKeys[0]}.`,
    );
  }
  return 0;
}

await runCommand(main, [RestoreRefused]);
