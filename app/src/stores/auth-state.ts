import { proxy } from 'valtio';

/** Whether someone is signed in (docs/product.md, section 3: auth state). */
export interface AuthState {
  /** False at start; true after a successful refresh, login or registration (docs/product.md, section 4). */
  isAuthenticated: boolean;
  /**
   * True while the start-up refresh is out. Screens for signed-in users wait for it rather than
   * sending away someone whose session is about to be confirmed.
   */
  isRestoring: boolean;
}

export const createAuthState = () =>
  proxy<AuthState>({ isAuthenticated: false, isRestoring: false });

/** This page's auth state. */
export const auth = createAuthState();
