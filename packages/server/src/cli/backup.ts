import { parseArgs } from 'node:util';
import { BackupRefused, writeBackup } from '../backup/write-backup.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/database.js';
import { runCommand } from './run-command.js';

const USAGE = 'usage: npm run backup -- --out FILE';

/**
 * `npm run backup`: writes one archive of the configured shop (docs/api.md, Operating Plaza). On
 * PGlite, stop the server first: its data folder is open in one process at a time.
 */
async function main(): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(`Name the archive to write with --out.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const manifest = await writeBackup(database, config, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files =
      manifest.uploads.storage === 'local'
        ? `${manifest.uploads.files.length} uploaded files`
        : `the ${manifest.uploads.keys.length} keys of the bucket ${manifest.uploads.bucket} (not their files)`;
    console.log(`Wrote ${out}: ${rows} rows in ${manifest.tables.length} tables and ${files}.`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main, [BackupRefused]);
