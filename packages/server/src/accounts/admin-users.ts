import { likePattern } from '../db/like-pattern.js';
import type { AdminUser } from '@plaza/api';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

export function adminUserAnswer(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_admin: user.isAdmin,
    has_membership: user.hasMembership,
    date_joined: user.dateJoined.toISOString(),
  };
}

/** A page of every user, newest first; `search` looks in usernames and e-mail addresses. */
export async function listUsers(
  db: Db,
  { search, page, page_size }: { search?: string | undefined; page: number; page_size: number },
): Promise<{ count: number; results: AdminUser[] }> {
  const text = search?.trim();
  const where: SQL | undefined = text
    ? or(ilike(users.username, likePattern(text)), ilike(users.email, likePattern(text)))
    : undefined;
  const [total] = await db.select({ count: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.dateJoined), desc(users.id))
    .limit(page_size)
    .offset((page - 1) * page_size);
  return { count: total?.count ?? 0, results: rows.map(adminUserAnswer) };
}

/** Gives or takes a user's membership; `undefined` when there is no such user. */
export async function setMembership(
  db: Db,
  id: number,
  hasMembership: boolean,
): Promise<AdminUser | undefined> {
  const [user] = await db.update(users).set({ hasMembership }).where(eq(users.id, id)).returning();
  return user && adminUserAnswer(user);
}
