import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { oneTimeCodes } from '../db/schema/index.js';

/** docs/api.md: 6 digits, valid 10 minutes, single use; the 5th wrong try burns the code. */
const LIFETIME = sql`now() + interval '10 minutes'`;
export const MAX_ATTEMPTS = 5;

export type CodePurpose = 'reset_password' | 'confirm_change' | 'withdrawal';

/**
 * Keyed with the server's secret and bound to its user and purpose: a million possible codes are
 * too few to store as a plain hash, and a code for one purpose never passes for another.
 */
function hashOf(key: Buffer, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/** A new code for a user and purpose; it replaces any earlier one, used or not. */
export async function issueCode(
  db: Db,
  key: Buffer,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = {
    codeHash: hashOf(key, userId, purpose, code),
    attempts: 0,
    expiresAt: LIFETIME,
    usedAt: null,
  };
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, ...fresh })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: fresh });
  return code;
}

/**
 * Spends the user's code for `purpose` if `code` is it. Each try first takes one of the code's five
 * attempts in a single conditional UPDATE, so concurrent guesses can't get more than five between
 * them; a right code is then marked used by a second conditional UPDATE, so it works once.
 */
export async function spendCode(
  db: Db,
  key: Buffer,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const live = and(
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  );
  const [tried] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(live, lt(oneTimeCodes.attempts, MAX_ATTEMPTS)))
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!tried) return false;
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(hashOf(key, userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(live, eq(oneTimeCodes.codeHash, tried.codeHash)))
    .returning({ userId: oneTimeCodes.userId });
  return spent.length === 1;
}
