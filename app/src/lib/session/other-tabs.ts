import { reloadPage } from '../leave-page';
import { browserStorage } from '../local-storage';
import { auth } from '../../stores/auth-state';
import { SESSION_KEYS } from './session';

/** A change another tab of this site made to the local storage (a `storage` event's fields). */
export interface StorageChange {
  /** The key changed; null when the whole storage was cleared. */
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Whether another tab's change to the local storage, which this tab shares, signed this device in
 * or out, so that this tab must follow. Signing out clears the whole storage (docs/product.md, section 2),
 * and a refused refresh removes the refresh token; signing in, or a `?refresh=` link, stores a
 * refresh token where there was none. A refresh in another tab replaces the token with its
 * successor, which changes nothing here: this tab reads the tokens from the storage for each
 * request, and its own refreshes take turns with the other tab's (session.ts).
 */
export function signedInOrOutElsewhere(change: StorageChange, signedInHere: boolean): boolean {
  if (change.key === null) return signedInHere;
  if (change.key !== SESSION_KEYS.refresh) return false;
  return signedInHere
    ? change.newValue === null
    : change.oldValue === null && change.newValue !== null;
}

/**
 * Makes this tab follow a sign-in or sign-out in another tab of this browser at once (the
 * `storage` event reaches every other tab of the site): it reloads, as the tab that signed out
 * does, so nothing of the other session stays in memory (the cached answers, the cart as it was),
 * and the reloaded page starts as whoever is signed in now. A private page then sends a visitor
 * to Explore with the reason (PrivatePageNotice). Answers the function that stops listening.
 */
export function followOtherTabs(): () => void {
  const follow = (event: StorageEvent) => {
    if (event.storageArea !== browserStorage()) return;
    if (signedInOrOutElsewhere(event, auth.isAuthenticated)) reloadPage();
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
