import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/database.js';
import { runCommand } from './run-command.js';

/**
 * `npm run db:migrate`: applies the pending migrations to the configured database (`DATABASE_URL`,
 * or PGlite in `DATA_DIR`) and exits, as a deploy step before the new servers start with
 * `MIGRATE_ON_START=false`. Instances migrating at the same time wait for each other (database.ts).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`The ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database is migrated.`);
  return 0;
}

// A failure is printed whole: drizzle's error names the failed statement, its cause the driver's reason.
await runCommand(main);
