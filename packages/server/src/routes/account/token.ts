import { accountEndpoints as account, accountFormEndpoints as accountForms } from '@plaza/api';
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
import type { Services } from '../../services.js';
import { route } from '../../http/route.js';

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'No active account found with the given credentials');
const refreshNotValid = () => new HttpError(401, 'token_not_valid', 'Token is invalid or expired');

/** POST `auth/token/` (sign in) and POST `auth/token/refresh/`. */
export function tokenRoutes(services: Services, enforce: EnforceRateLimits) {
  const { db, config } = services;
  const guard = signInGuard(services.redis);
  return async (app: FastifyInstance) => {
    route(
      app,
      accountForms.login,
      async ({ body }, request) => {
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
      },
      // Every try counts against the address, a malformed one too.
      { before: (request) => enforce(request, 'loginByIp') },
    );

    route(app, account.refresh, async ({ body }) => {
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
