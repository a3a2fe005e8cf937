import type { AuthState } from '../../stores/auth-state';
import type { Session } from './session';

/** The query parameter that hands a refresh token to the app, as in `/?refresh=…` (docs/product.md, section 2). */
export const REFRESH_PARAM = 'refresh';

/**
 * Takes a refresh token handed over in the address out of it (`replaceAddress`, the history's
 * `replaceState`), before the page makes any request or navigation that could carry the address
 * on as a `Referer`, and before anyone can copy it from the address bar or the history. Answers
 * the token, or null when there is none.
 */
export function takeRefreshLink(
  url: URL,
  replaceAddress: (address: string) => void,
): string | null {
  if (!url.searchParams.has(REFRESH_PARAM)) return null;
  const token = url.searchParams.get(REFRESH_PARAM);
  url.searchParams.delete(REFRESH_PARAM);
  replaceAddress(`${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/**
 * Start-up (docs/product.md, section 4): with a refresh token, a refresh call decides whether the user is
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
