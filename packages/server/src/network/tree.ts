import type { NetworkMember } from '@plaza/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';

/**
 * The people below `userId` in the referral tree, each with their level (1: referred by the user),
 * at most `maxLevels` deep. Each step reads `users_referred_by_id_index`; the level bound also stops
 * a cycle, should one ever be made by hand in the database.
 */
const network = (userId: number, maxLevels: number) => sql`
  with recursive network (id, level) as (
    select id, 1 from users where referred_by_id = ${userId}
    union all
    select users.id, network.level + 1
    from users join network on users.referred_by_id = network.id
    where network.level < ${maxLevels}
  )`;

/** How many people the user's network has at each level, from level 1 down to its deepest. */
export async function networkLevels(
  db: Db,
  userId: number,
  maxLevels: number,
): Promise<Array<{ level: number; count: number }>> {
  const rows = await rowsOf<{ level: number; count: string }>(
    db,
    sql`${network(userId, maxLevels)}
    select level, count(*) as count from network group by level order by level`,
  );
  return rows.map((row) => ({ level: Number(row.level), count: Number(row.count) }));
}

/** A page of the user's network, by level and then by who joined first; `level` narrows it. */
export async function networkMembers(
  db: Db,
  userId: number,
  maxLevels: number,
  { level, page, page_size }: { level?: number | undefined; page: number; page_size: number },
): Promise<NetworkMember[]> {
  const onLevel: SQL = level === undefined ? sql`true` : sql`network.level = ${level}`;
  const rows = await rowsOf<{ username: string; level: number; date_joined: Date | string }>(
    db,
    sql`
    ${network(userId, maxLevels)}
    select users.username, network.level, users.date_joined
    from network join users on users.id = network.id
    where ${onLevel}
    order by network.level, users.date_joined, users.id
    limit ${page_size} offset ${(page - 1) * page_size}`,
  );
  return rows.map((row) => ({
    username: row.username,
    level: Number(row.level),
    date_joined: new Date(row.date_joined).toISOString(),
  }));
}
