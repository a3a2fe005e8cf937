import type { User } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../auth/authenticate.js';
import type { Db } from '../db/database.js';
import { pendingCounts } from '../orders/pending.js';
import { users } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';
import { newReferralCode } from './referral-codes.js';

/** E-mail addresses are kept and compared lower-case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A user who must exist, such as the author of a ticket or a withdrawal. */
export async function findUserById(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`user ${id} is gone`);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

/** A user by username (any case) or by e-mail address, as the sign-in form takes either. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  if (login.includes('@')) return findUserByEmail(db, login);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, login.trim().toLowerCase()));
  return user;
}

export async function usernameTaken(db: Db, username: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} and ${users.id} <> ${exceptId}`,
    );
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'referralCode' | 'dateJoined'>;

/** PostgreSQL's unique_violation, as raised through Drizzle by either driver. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? 'unique';
  }
  return undefined;
}

/** Inserts a user with a referral code of their own, drawing again in the rare case of a clash. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  for (;;) {
    try {
      const [user] = await db
        .insert(users)
        .values({ ...values, email: normalizeEmail(values.email), referralCode: newReferralCode() })
        .returning();
      if (!user) throw new Error('the new user was not returned');
      return user;
    } catch (error) {
      if (uniqueViolation(error) !== 'users_referral_code_unique') throw error;
    }
  }
}

const referrer = alias(users, 'referrer');

/** The `User` of docs/api.md for a user id; `origin` makes the avatar's URL absolute. */
export async function userAnswer(
  db: Db,
  storage: FileStorage,
  userId: number,
  origin: string,
): Promise<User> {
  const [row] = await db
    .select({ user: users, referredBy: referrer.username })
    .from(users)
    .leftJoin(referrer, eq(referrer.id, users.referredById))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} is gone`);
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    avatar: user.avatar ? storage.urlOf(user.avatar, origin) : null,
    is_admin: user.isAdmin,
    has_membership: user.hasMembership,
    referral_code: user.referralCode,
    referred_by: row.referredBy,
    date_joined: user.dateJoined.toISOString(),
    pending: await pendingCounts(db, user),
  };
}
