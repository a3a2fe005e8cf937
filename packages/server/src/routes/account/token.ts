import { LoginBody, RefreshBody, TokenPair } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startSession } from '../../accounts/sessions.js';
import { findUserByLogin } from '../../accounts/users.js';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { rotateRefreshToken } from '../../auth/refresh-tokens.js';
import { signInGuard } from '../../auth/sign-in-guard.js';
import { users } from '../../db/schema/index.js';
import { HttpError } from '../../http/http-error.js';
import { requestLanguage } from '../../http/language.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { operation } from '../../http/operation.js';

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'No active account found with the given credentials');
const refreshNotValid = () => new HttpError(401, 'token_not_valid', 'Token is invalid or expired');

/** POST `auth/token/` (sign in) and POST `auth/token/refresh/`. */
export function tokenRoutes(services: Services, enforce: EnforceRateLimits) {
  const { db, config } = services;
  const guard = signInGuard(services.redis);
  return async (app: FastifyInstance) => {
    const signInDoc = operation({
      summary: 'Sign in with a username or e-mail address and a password',
      tag: 'Account',
      body: LoginBody,
      answers: { 200: TokenPair },
      errors: [401, 429],
    });
    app.post('/auth/token/', signInDoc, async (request): Promise<TokenPair> => {
      await enforce(request, 'loginByIp');
      const body = parse(LoginBody, request.body);
      const user = await findUserByLogin(db, body.username);
      const attempt = await guard.attempt(request, user?.username, body.username);
      // An unknown name costs the same hash as a wrong password, so timing tells no account apart.
      const matches = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await services.decoyHash()),
      );
      if (!user || !matches) throw invalidCredentials();
      await guard.succeeded(attempt);

      const changes: Partial<typeof users.$inferInsert> = { language: requestLanguage(request) };
      if (needsRehash(user.passwordHash, config.scryptCost)) {
        changes.passwordHash = await hashPassword(body.password, config.scryptCost);
      }
      await db.update(users).set(changes).where(eq(users.id, user.id));
      return startSession(services, user.id);
    });

    const refreshDoc = operation({
      summary: 'Trade a refresh token for a new pair',
      tag: 'Account',
      body: RefreshBody,
      answers: { 200: TokenPair },
      errors: [401],
    });
    app.post('/auth/token/refresh/', refreshDoc, async (request): Promise<TokenPair> => {
      const body = parse(RefreshBody, request.body);
      const rotated = await rotateRefreshToken(db, body.refresh);
      if (!rotated) throw refreshNotValid();
      const access = await services.accessTokens.sign({
        userId: rotated.userId,
        sessionId: rotated.familyId,
      });
      return { access, refresh: rotated.token };
    });
  };
}
