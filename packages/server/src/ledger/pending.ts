import type { Db } from '../db/database.js';

/**
 * What purchases on their way (paid, not yet `received`) will credit the user, in cents. Purchases
 * arrive with their own issue and tables; until then nothing is on its way to anyone.
 */
export async function pendingOf(_db: Db, _userId: number, _maxLevels: number): Promise<number> {
  return 0;
}
