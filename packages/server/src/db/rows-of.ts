import type { SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/** The rows of a raw query: both drivers answer them as `rows`, which Drizzle's shared type hides. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
