import { SESSION_REFRESH_LOCK } from './session/session';

/**
 * How long leaving waits for a refresh under way: the round trip it protects takes milliseconds,
 * and a refresh that hangs (a lost connection) must not keep the page from reloading.
 */
const REFRESH_WAIT_MS = 5000;

/**
 * Runs `leave` (a reload, a sign-out) once no token refresh is under way in this page, holding the
 * refresh's lock so none starts in between. Leaving while one is on the wire loses its answer
 * after the server has spent the token: the next page's refresh with that token is a replay,
 * which signs the session out everywhere (docs/api.md), and an answer stored after a sign-out cleared
 * the storage would sign the user back in. Every signed-in page load refreshes, so a language
 * chosen, or a sign-out, right after one would hit that.
 *
 * The lock is held until what `leave` answers settles: a sign-out tells the server of the refresh
 * token that is current, and no refresh spends it meanwhile. `leave` must not fail: after a
 * failure it would run again, without the lock.
 */
export function leaveAfterRefresh(leave: () => void | Promise<void>): void {
  if (!navigator.locks) {
    void leave();
    return;
  }
  navigator.locks
    .request(SESSION_REFRESH_LOCK, { signal: AbortSignal.timeout(REFRESH_WAIT_MS) }, leave)
    // Waited too long: leave anyway.
    .catch(leave);
}

/** Reloads the page once no token refresh is under way in it (leaveAfterRefresh). */
export const reloadPage = (): void => leaveAfterRefresh(() => window.location.reload());
