import { jwtVerify, SignJWT } from 'jose';
import { rememberVerified, type Verified } from './verified-tokens.js';

/** docs/api.md: access tokens are valid 5 minutes. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'plaza';
/** RFC 9068's type for access tokens: no other JWT we might sign can pass for one. */
const TYPE = 'at+jwt';

export interface AccessClaims {
  userId: number;
  /** The refresh-token family the token came from: one sign-in on one device. */
  sessionId: string;
}

export function createAccessTokens(key: Uint8Array) {
  return {
    sign({ userId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },

    /**
     * The claims of a valid token, or `undefined`. The algorithm is pinned, so `alg: none` and
     * any other algorithm fail, as do a bad signature, expiry, another issuer or another type. A
     * token is checked in full once, then remembered until it expires (verified-tokens.ts).
     */
    verify: rememberVerified(async (token): Promise<Verified<AccessClaims> | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ISSUER,
          typ: TYPE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { claims: { userId, sessionId: payload.sid }, expiresAt: (payload.exp ?? 0) * 1000 };
      } catch {
        return undefined;
      }
    }),
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
