import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** What a guarded pass did: ran, found another instance running it, or failed (and was logged). */
export type PassOutcome = 'done' | 'busy' | 'failed';

/**
 * Runs `pass` unless another instance is running the job `name` right now. On PostgreSQL a
 * transaction-scoped advisory lock named after the job is taken on a connection held for the pass
 * and let go with it, also when the process dies; the pass itself runs on other connections, so its
 * own transactions commit as they go. PGlite serves one process, whose runner never overlaps a
 * job's passes, so there is nobody to keep out.
 *
 * The cost: for a whole pass, provider calls included, one pooled connection sits idle in that
 * transaction, so each running job takes a connection from the pool beside the ones its pass
 * uses (size the pool for the jobs), and a server `idle_in_transaction_session_timeout` shorter
 * than a pass would end it and free the lock early. A transaction lock is kept for what it gives:
 * it can't outlive the pass (no unlock to forget on an error path), and the connection goes back
 * to the pool clean. A session lock (`pg_try_advisory_lock`, `pg_advisory_unlock`) would hold a
 * connection just the same, since only the session holding it may let it go.
 */
export async function onOneInstance(
  { db, kind }: Pick<Database, 'db' | 'kind'>,
  name: string,
  pass: () => Promise<void>,
): Promise<'done' | 'busy'> {
  if (kind === 'pglite') {
    await pass();
    return 'done';
  }
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`plaza job ${name}`})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return 'busy';
    await pass();
    return 'done';
  });
}
