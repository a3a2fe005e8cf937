import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` and `requireAdmin`; `null` on routes that use neither. */
    auth: Session | null;
  }
  interface FastifyInstance {
    /** A `preHandler` that answers `401` unless a valid access token names an existing user. */
    requireUser: Hook;
    /** Like `requireUser`, then `403` unless that user is an administrator. */
    requireAdmin: Hook;
    /** Like `requireUser` when the request has an `Authorization` header; a visitor otherwise. */
    identifyUser: Hook;
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
 * Adds `requireUser` and `requireAdmin` to `app` and the routes registered inside it. The user is
 * read on every request rather than trusted from the token, so a deleted user or a withdrawn admin
 * right takes effect at once, not when the token expires.
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

  app.decorate('requireUser', requireUser);
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await requireUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.auth?.user.isAdmin) throw permissionDenied();
  });
}

/** The caller of a route guarded by `requireUser`, typed as present. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
