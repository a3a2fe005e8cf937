import { SESSION_REFRESH_LOCK } from '../features/auth/session/session';

/**
 * Reloads the page once no token refresh is under way in it. A reload while one is on the wire
 * loses its answer after the server has spent the token, and the new page's refresh with that
 * token is then a replay, which signs the session out everywhere (API.md). Every signed-in page
 * load refreshes, so a language chosen right after one would hit that. Holding the refresh's lock
 * while reloading keeps a new refresh from starting in between.
 */
export function reloadPage(): void {
  if (!navigator.locks) {
    window.location.reload();
    return;
  }
  void navigator.locks.request(SESSION_REFRESH_LOCK, () => {
    window.location.reload();
  });
}
