import type { AuthState } from '../stores/auth-state';
import type { Session } from './session';

/** The query parameter that hands a refresh token to the app, as in `/?refresh=…` (SPEC.md, section 4). */
export const REFRESH_PARAM = 'refresh';

/**
 * Adopts a refresh token handed over in the URL. Answers true when there was one: the caller then
 * reloads at `/`, so the token leaves the address bar and the history.
 */
export function adoptRefreshLink(url: URL, session: Session): boolean {
  const token = url.searchParams.get(REFRESH_PARAM);
  if (!token) return false;
  session.adopt(token);
  return true;
}

/**
 * Start-up (SPEC.md, section 4): with a refresh token, a refresh call decides whether the user is
 * signed in. Answers false when a stored session was refused, so the caller sends the user to `/`.
 */
export async function restoreSession(session: Session, auth: AuthState): Promise<boolean> {
  if (!session.hasRefreshToken()) return true;
  auth.isRestoring = true;
  const restored = await session.refresh();
  auth.isAuthenticated = restored;
  auth.isRestoring = false;
  return restored;
}
