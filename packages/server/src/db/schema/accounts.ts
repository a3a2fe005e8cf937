import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * People with an account. `email` is kept lower-case; usernames keep their case but are unique
 * whatever it is, so "Ana" and "ana" can't be two people.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().unique(),
    /** scrypt in PHC form, its parameters inside, so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    /** A storage key, such as `avatars/<uuid>.webp`; answered as an absolute URL. */
    avatar: text('avatar'),
    isAdmin: boolean('is_admin').notNull().default(false),
    hasMembership: boolean('has_membership').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** The language of the user's last sign-in, for the mail we send them (es or en). */
    language: text('language').notNull().default('es'),
    dateJoined: instant('date_joined').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_referred_by_id_index').on(table.referredById),
  ],
);

/** A user the row belongs to or names; `onDelete` says what becomes of the row when they go. */
export const userRef = (name: string, onDelete: 'cascade' | 'restrict' | 'set null') =>
  integer(name).references(() => users.id, { onDelete });

/**
 * Refresh tokens, by their SHA-256: each refresh spends one (`used_at`) and issues the next in the
 * same family. Presenting a spent one again revokes the whole family, but within 10 seconds of its
 * rotation while its successor is unused (a page reloaded mid-refresh: auth/refresh-tokens.ts).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('refresh_tokens_family_id_index').on(table.familyId),
    index('refresh_tokens_user_id_index').on(table.userId),
  ],
);

/** The live one-time code of each user and purpose, keyed (HMAC) rather than stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    /** `reset_password`, `confirm_change` or `withdrawal`. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);
