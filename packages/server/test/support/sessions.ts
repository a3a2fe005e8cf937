import { accountEndpoints as account } from '@plaza/api';
import { createHash } from 'node:crypto';
import type { TokenPair } from '@plaza/api';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../src/db/schema/index.js';
import { call } from './http.js';
import type { TestServer } from './test-server.js';

/** POST `auth/token/refresh/` with `token`. */
export const refreshWith = (server: TestServer, token: string) =>
  call<TokenPair>(server, account.refresh, { body: { refresh: token } });

/** POST `auth/logout/` with `token`, and `all` when given. */
export const logOut = (server: TestServer, token: string, all?: boolean) =>
  call(server, account.logout, { body: { refresh: token, all } });

/** How a refresh token is kept: its SHA-256. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hashes of the tokens of `token`'s sign-in (its family) that may still be spent. */
export async function liveTokensOf(server: TestServer, token: string): Promise<string[]> {
  const { db } = server.server.database;
  const [presented] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (!presented) throw new Error('no such refresh token');
  const rows = await db
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, presented.familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return rows.map((row) => row.tokenHash);
}

/** Moves a spent token's rotation back in time, as if `seconds` had passed since. */
export async function spentSecondsAgo(server: TestServer, token: string, seconds: number) {
  await server.server.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
}
