import type { TokenPair } from '@plaza/api';
import { mutate } from 'swr';
import { paths } from '../../config/paths';
import { session, tokenCalls } from '../api-client';
import { leaveAfterRefresh } from '../leave-page';
import { USER_KEY } from '../user-key';
import { auth } from '../../stores/auth-state';
import { boundedLogout } from './bounded-logout';

/** Starts the session a login or registration answered with (docs/product.md, sections 4 and 7). */
export async function signIn(pair: TokenPair): Promise<void> {
  session.store(pair);
  auth.isAuthenticated = true;
  // Login invalidates the User tag: whoever was cached before is not who signed in now.
  await mutate(USER_KEY);
}

/** POST `auth/logout/` for `refresh`'s sign-in, or every sign-in with `all`, waited for briefly. */
export const endSignIn = (refresh: string, all = false): Promise<void> =>
  boundedLogout(tokenCalls.logout(refresh, all));

/**
 * Ends this device's session: on the server first (docs/api.md: the app calls `auth/logout/` before it
 * clears local storage), then clears all local storage, the cart and preferences included, and
 * reloads the site root, so nothing of the session survives in memory either (docs/product.md, section
 * 2). All of it holds the refresh's lock (leaveAfterRefresh): the token the server is told of is
 * the current one, and no refresh's answer lands in the cleared storage to sign the user back in.
 * `next` is a session to start instead, when another account takes this device's place.
 */
function leaveSession({ everywhere = false, next }: { everywhere?: boolean; next?: TokenPair }) {
  leaveAfterRefresh(async () => {
    const refresh = session.refreshToken();
    if (refresh) await endSignIn(refresh, everywhere);
    try {
      localStorage.clear();
    } catch {
      // Storage switched off: the session lived in memory and goes with the reload.
    }
    if (next) session.store(next);
    window.location.assign(paths.root);
  });
}

/** Logout (docs/product.md, section 2): this device's sign-in ends. */
export const signOut = (): void => leaveSession({});

/** Every sign-in of the user ends, on every device (docs/api.md: `auth/logout/` with `all`). */
export const signOutEverywhere = (): void => leaveSession({ everywhere: true });

/** Signs this device's user out and `next`'s account in (a `?refresh=` link they chose to follow). */
export const switchAccount = (next: TokenPair): void => leaveSession({ next });
