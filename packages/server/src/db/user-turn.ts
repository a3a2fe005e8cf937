import { eq, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';
import { users } from './schema/index.js';

/**
 * Locks a user's row for the rest of the transaction, so that their requests which count what they
 * already have before adding one more (questions this hour, unpaid purchases) take turns on every
 * instance: the next waits for this transaction and then counts what it wrote. `no key update`:
 * rows that merely refer to the user (their orders, notifications, the row this transaction
 * inserts) take a key share lock, which it doesn't hold up. `userId` may be a subquery (the owner
 * of a token); answers the user's id, or `undefined` if there is no such user.
 */
export async function takeUserTurn(tx: Db, userId: number | SQL): Promise<number | undefined> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return user?.id;
}
