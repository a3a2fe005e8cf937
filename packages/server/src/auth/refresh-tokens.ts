import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { refreshTokens } from '../db/schema/index.js';

/** API.md: refresh tokens are valid 30 days. */
const LIFETIME = sql`now() + interval '30 days'`;

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

/**
 * Spends a refresh token and issues the next one of its family, or answers `undefined`.
 * One conditional UPDATE spends it, so of concurrent refreshes with one token exactly one wins, on
 * PGlite and PostgreSQL alike. A token already spent is a replay: someone else holds a copy, so the
 * whole family is revoked and its holder, thief or owner, signs in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotated | undefined> {
  const tokenHash = hashOf(token);
  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!spent) return undefined;
    const next = await issueRefreshToken(tx, spent.userId, spent.familyId);
    return { ...spent, token: next.token };
  });
  if (rotated) return rotated;

  const [replayed] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.usedAt} is not null`));
  if (replayed) await revokeFamily(db, replayed.familyId);
  return undefined;
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs a user out everywhere, or everywhere but `keepFamilyId` (the session asking). */
export async function revokeUserRefreshTokens(
  db: Db,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
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
