import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { AccessTokens } from './access-tokens.js';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user as the database has them now, and the sign-in the token belongs to. */
export interface Session {
  user: UserRow;
  sessionId: string;
}

type Hook = (request: FastifyRequest) => Promise<void>;

/** Who may call a route: `user` and `admin` need a bearer token; `optional` reads one when sent. */
export type Auth = 'user' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, on a route that declares `auth` and was sent a valid token; `null` otherwise. */
    auth: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route, as `operation({ auth })` (http/operation.ts) declares it: the one
     * place a route says so. `registerAuth` puts the matching guard first in its `preHandler`.
     */
    auth?: Auth;
  }
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };
const notAuthenticated = () =>
  new HttpError(
    401,
    'not_authenticated',
    'Authentication credentials were not provided.',
    CHALLENGE,
  );
const tokenNotValid = () =>
  new HttpError(401, 'token_not_valid', 'Given token not valid for any token type', CHALLENGE);
const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');

/**
 * Guards every route registered after it in `app` by the `auth` of its config, which
 * `operation()` sets: `user` answers `401` unless a valid access token names an existing user;
 * `admin` does that, then `403` unless the user is an administrator; `optional` does it only when
 * the request has an `Authorization` header, and lets a visitor through otherwise. The guard runs
 * before the route's own `preHandler`s. The user is read on every request rather than trusted
 * from the token, so a deleted user or a withdrawn admin right takes effect at once, not when the
 * token expires.
 */
export function registerAuth(app: FastifyInstance, db: Db, accessTokens: AccessTokens): void {
  app.decorateRequest('auth', null);

  const requireUser: Hook = async (request) => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer') throw notAuthenticated();
    if (!token || rest.length > 0) throw tokenNotValid();
    const claims = await accessTokens.verify(token);
    if (!claims) throw tokenNotValid();
    const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
    if (!user) throw tokenNotValid();
    request.auth = { user, sessionId: claims.sessionId };
  };

  const guards: Record<Auth, Hook> = {
    user: requireUser,
    admin: async (request) => {
      await requireUser(request);
      if (!request.auth?.user.isAdmin) throw permissionDenied();
    },
    optional: async (request) => {
      if (request.headers.authorization !== undefined) await requireUser(request);
    },
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    if (auth === undefined) return;
    if (!Object.hasOwn(guards, auth)) {
      throw new Error(`${String(route.method)} ${route.url}: unknown auth '${String(auth)}'`);
    }
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    // A new array: Fastify copies a GET's options for its HEAD route, which comes here on its own.
    route.preHandler = [guards[auth], ...own];
  });
}

/** The caller of a route that declares `auth: 'user'` or `'admin'`, typed as present. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
