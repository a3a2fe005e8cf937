import type { TokenPair } from '@plaza/api';
import type { AccessTokens } from '../auth/access-tokens.js';
import { deleteExpiredRefreshTokens, issueRefreshToken } from '../auth/refresh-tokens.js';
import type { Db } from '../db/database.js';

/** A sign-in: a new refresh-token family and its first pair of tokens. */
export async function startSession(
  { db, accessTokens }: { db: Db; accessTokens: AccessTokens },
  userId: number,
): Promise<TokenPair> {
  await deleteExpiredRefreshTokens(db, userId);
  const { token, familyId } = await issueRefreshToken(db, userId);
  return { access: await accessTokens.sign({ userId, sessionId: familyId }), refresh: token };
}
