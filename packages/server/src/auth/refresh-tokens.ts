import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { refreshTokens } from '../db/schema/index.js';
import { takeUserTurn } from '../db/user-turn.js';

/** docs/api.md: refresh tokens are valid 30 days. */
const LIFETIME = sql`now() + interval '30 days'`;
/** docs/api.md: how long after its rotation a spent token may still be a page's lost answer. */
const LOST_ANSWER_WINDOW = sql`interval '10 seconds'`;

/** Only the hash is stored: a copy of the table opens no session. The token has 256 random bits. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Rotated {
  userId: number;
  familyId: string;
  token: string;
}

/** A new token, in a new family (a sign-in) or in the family of the token it replaces (a refresh). */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId: string = randomUUID(),
): Promise<{ token: string; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hashOf(token), expiresAt: LIFETIME });
  return { token, familyId };
}

/*
 * Every change to a user's refresh tokens (a refresh, a sign-out, a new password) takes the user's
 * turn first (takeUserTurn), so such changes happen one after the other, on PGlite and
 * PostgreSQL alike, and each reads what the one before it committed: two refreshes with one token
 * can't both spend it or both replace its successor, and a sign-out can't miss the token a refresh
 * was issuing meanwhile.
 */

/** The user a token belongs to, whose turn a change to the token takes. */
const ownerOf = (tokenHash: string) =>
  sql`(select ${refreshTokens.userId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${tokenHash})`;

const later = alias(refreshTokens, 'later');

/**
 * A presented token as its user's lock lets it be read. `live`: it may be spent. `lostAnswer`
 * (docs/api.md): it was spent within the window and nothing the family issued after it has been used
 * since, so the pair its refresh answered never reached anyone; rotation within a family is one
 * line, so that is every later token of the family, by id (timestamps are each transaction's start).
 */
async function readPresented(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      live: sql<boolean>`${refreshTokens.usedAt} is null and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now()`,
      lostAnswer: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - ${LOST_ANSWER_WINDOW} and ${refreshTokens.revokedAt} is null and ${notExists(
        tx
          .select({ id: later.id })
          .from(later)
          .where(
            and(
              eq(later.familyId, refreshTokens.familyId),
              gt(later.id, refreshTokens.id),
              isNotNull(later.usedAt),
            ),
          ),
      )}, false)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Spends a refresh token and issues the next one of its family, or answers `undefined`.
 *
 * A spent token that comes back is a replay, and someone else may hold a copy: the whole family is
 * revoked and its holder, thief or owner, signs in again. Except for docs/api.md's window: spent within
 * the last 10 seconds and its successor never used, it is the same page reloaded before the
 * answer arrived, so the unused successor is revoked and a new pair answered instead. A second
 * reload does the same with the pair the first one got, so the family keeps one live token. A
 * successor revoked that way that shows up later proves the answer was not lost after all (two
 * holders): like any other reuse, that revokes the family.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotated | undefined> {
  const tokenHash = hashOf(token);
  return db.transaction(async (tx) => {
    if ((await takeUserTurn(tx, ownerOf(tokenHash))) === undefined) return undefined;
    const presented = await readPresented(tx, tokenHash);
    if (!presented) return undefined;
    const { userId, familyId } = presented;
    if (presented.live) {
      await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshTokens.id, presented.id));
    } else if (!presented.lostAnswer || !(await revokeSuccessor(tx, presented))) {
      await revokeTokens(tx, eq(refreshTokens.familyId, familyId));
      return undefined;
    }
    const next = await issueRefreshToken(tx, userId, familyId);
    return { userId, familyId, token: next.token };
  });
}

/** Revokes the family's live token issued after `spent`; answers whether there was one. */
async function revokeSuccessor(tx: Db, spent: { id: number; familyId: string }) {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, spent.familyId),
        gt(refreshTokens.id, spent.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

async function revokeTokens(tx: Db, which: SQL | undefined): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(refreshTokens.revokedAt)));
}

/**
 * Ends the sign-in `token` belongs to, or with `everywhere` every sign-in of its user. A spent token
 * still names its sign-in (a refresh with it would end the family anyway); one that is unknown,
 * expired or already revoked ends nothing.
 */
export async function signOut(db: Db, token: string, everywhere: boolean): Promise<void> {
  const tokenHash = hashOf(token);
  await db.transaction(async (tx) => {
    const userId = await takeUserTurn(tx, ownerOf(tokenHash));
    if (userId === undefined) return;
    const [presented] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      );
    if (!presented) return;
    await revokeTokens(
      tx,
      everywhere
        ? eq(refreshTokens.userId, userId)
        : eq(refreshTokens.familyId, presented.familyId),
    );
  });
}

/**
 * Signs a user out everywhere, or everywhere but `keepFamilyId` (the session asking). Call it in
 * the transaction that makes the change it follows from.
 */
export async function revokeUserRefreshTokens(
  tx: Db,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await takeUserTurn(tx, userId);
  await revokeTokens(
    tx,
    and(
      eq(refreshTokens.userId, userId),
      keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
    ),
  );
}

/** Expired rows are worth nothing, not even for replay detection; a sign-in clears its user's. */
export async function deleteExpiredRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)));
}
