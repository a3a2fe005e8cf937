import type { TokenPair } from '@plaza/api';
import { mutate } from 'swr';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api-client';
import { leaveAfterRefresh } from '../../../lib/leave-page';
import { USER_KEY } from '../api/get-user';
import { auth } from '../stores/auth-state';

/** Starts the session a login or registration answered with (SPEC.md, sections 4 and 7). */
export async function signIn(pair: TokenPair): Promise<void> {
  session.store(pair);
  auth.isAuthenticated = true;
  // Login invalidates the User tag: whoever was cached before is not who signed in now.
  await mutate(USER_KEY);
}

/**
 * Logout (SPEC.md, section 2): clears all local storage, the cart and preferences included, and
 * reloads the site root, so nothing of the session survives in memory either; after a token
 * refresh under way has stored its answer, which would otherwise land in the cleared storage.
 */
export function signOut(): void {
  leaveAfterRefresh(() => {
    try {
      localStorage.clear();
    } catch {
      // Storage switched off: the session lived in memory and goes with the reload.
    }
    window.location.assign(paths.root);
  });
}
