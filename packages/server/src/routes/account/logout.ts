import { accountEndpoints as account } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { signOut } from '../../auth/refresh-tokens.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

/**
 * POST `auth/logout/`. The refresh token is the credential, as for a refresh, so no access token
 * is asked for: a page whose access token has lapsed can still sign out. The answer is `204`
 * whatever the token: one that is unknown, spent elsewhere or expired names no sign-in left to
 * end, and telling those apart would only tell a guesser which tokens exist. Access tokens
 * already issued lapse within their 5 minutes (docs/api.md): requests check the user, not the sign-in.
 */
export function logoutRoute({ db }: Services, enforce: EnforceRateLimits) {
  return async (app: FastifyInstance) => {
    route(
      app,
      account.logout,
      async ({ body }, _request, reply) => {
        await signOut(db, body.refresh, body.all);
        return reply.status(204).send();
      },
      { before: (request) => enforce(request, 'logoutByIp') },
    );
  };
}
