import { parseArgs } from 'node:util';
import { Email, Password } from '@plaza/api';
import { validate } from 'superstruct';
import { ensureAdmin } from '../accounts/admins.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/database.js';
import { runCommand } from './run-command.js';

const USAGE = 'usage: npm run create-admin -- --email ADDRESS --password PASSWORD';

/** `npm run create-admin`: creates or promotes an administrator in the configured database. */
async function main(): Promise<number> {
  let email: string | undefined;
  let password: string | undefined;
  try {
    ({ email, password } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
    }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const problems = [
    !email || validate(email, Email)[0] ? '--email must be an e-mail address' : undefined,
    !password || validate(password, Password)[0]
      ? '--password must have 8 to 20 characters'
      : undefined,
  ].filter(Boolean);
  if (problems.length > 0 || !email || !password) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await ensureAdmin(database.db, { email, password }, config.scryptCost);
    const said = {
      created: `Created the administrator ${email}.`,
      promoted: `${email} already had an account: it is now an administrator, with its own password.`,
      unchanged: `${email} is already an administrator; nothing changed.`,
    };
    console.log(said[outcome]);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main);
