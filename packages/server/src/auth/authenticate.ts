import type { Auth } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user as the database has them now, and the sign-in the token belongs to. */
export interface Session {
  user: UserRow;
  sessionId: string;
}

type Hook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller, on a `user` or `admin` route; on an `optional` one once `callerOf` has loaded
     * them; `null` otherwise.
     */
    auth: Session | null;
    /** Who a valid token says is calling, on a route that declares `auth`; `null` without one. */
    claims: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route, as its endpoint's `auth` declares it (http/route.ts): the one place
     * a route says so. `registerAuth` puts the matching guard first in its `preValidation`.
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

/** The user `claims` name, as the database has them now; `401` if they are gone. */
async function sessionFor(db: Db, claims: AccessClaims): Promise<Session> {
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  if (!user) throw tokenNotValid();
  return { user, sessionId: claims.sessionId };
}

/**
 * Guards every route registered after it in `app` by the `auth` of its config, which its
 * endpoint sets (http/route.ts): `user` answers `401` unless a valid access token names an existing user;
 * `admin` does that, then `403` unless the user is an administrator; `optional` checks the token
 * only when the request has an `Authorization` header, and lets a visitor through otherwise. The
 * guard runs first, before the request is checked against its endpoint, so a caller who may not
 * call learns nothing of the fields. For `user` and `admin` the user is read on
 * every request rather than trusted from the token, so a deleted user or a withdrawn admin right
 * takes effect at once, not when the token expires. An `optional` route reads them with
 * `callerOf` only when its answer depends on who calls: a catalogue read that is the same for
 * everyone costs no query for it.
 */
export function registerAuth(app: FastifyInstance, db: Db, accessTokens: AccessTokens): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('claims', null);

  const readToken = async (request: FastifyRequest): Promise<AccessClaims> => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer') throw notAuthenticated();
    if (!token || rest.length > 0) throw tokenNotValid();
    const claims = await accessTokens.verify(token);
    if (!claims) throw tokenNotValid();
    request.claims = claims;
    return claims;
  };
  const requireUser: Hook = async (request) => {
    request.auth = await sessionFor(db, await readToken(request));
  };

  const guards: Record<Auth, Hook> = {
    user: requireUser,
    admin: async (request) => {
      await requireUser(request);
      if (!request.auth?.user.isAdmin) throw permissionDenied();
    },
    optional: async (request) => {
      if (request.headers.authorization !== undefined) await readToken(request);
    },
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    if (auth === undefined) return;
    if (!Object.hasOwn(guards, auth)) {
      throw new Error(`${String(route.method)} ${route.url}: unknown auth '${String(auth)}'`);
    }
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    // A new array: Fastify copies a GET's options for its HEAD route, which comes here on its own.
    route.preValidation = [guards[auth], ...own];
  });
}

/**
 * The caller of an `optional` route as the database has them now, read once (`401` if the token's
 * user is gone, as on any route), or `null` for a visitor.
 */
export async function callerOf(db: Db, request: FastifyRequest): Promise<Session | null> {
  if (!request.auth && request.claims) request.auth = await sessionFor(db, request.claims);
  return request.auth;
}

/** The caller of a route that declares `auth: 'user'` or `'admin'`, typed as present. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
