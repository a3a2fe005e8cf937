import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { users } from './schema/index.js';

/** The user an administrator's list shows beside each row: who they are and how to reach them. */
const listedUser = { id: users.id, username: users.username, email: users.email };
export type ListedUser = {
  [Column in keyof typeof listedUser]: (typeof listedUser)[Column]['_']['data'];
};

/**
 * A page of the rows of `table` (withdrawals, tickets, messages: each a user's) that `where`
 * matches, ordered by `orderBy`, each as `{ [key]: row, user }`, and the count of all that match.
 * `where` may test the user's columns (a search by username): both queries join them.
 */
export async function pageWithUsers<Key extends string, Table extends PgTable>(
  db: Db,
  { key, table, userId }: { key: Key; table: Table; userId: PgColumn },
  where: SQL | undefined,
  orderBy: SQL[],
  { page, page_size }: { page: number; page_size: number },
) {
  const [total] = await db
    .select({ count: count() })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, userId))
    .where(where);
  const rows = await db
    .select({ [key]: table as PgTable, user: listedUser })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page_size)
    .offset((page - 1) * page_size);
  return {
    count: total?.count ?? 0,
    rows: rows as unknown as ({ [K in Key]: Table['$inferSelect'] } & { user: ListedUser })[],
  };
}
