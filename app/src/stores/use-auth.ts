import { useSnapshot } from 'valtio';
import { useHydrated } from '../hooks/use-hydrated';
import { auth, type AuthState } from './auth-state';

/** How the server draws every page: its requests never say who asks (the session is in local storage). */
const VISITOR: Readonly<AuthState> = { isAuthenticated: false, isRestoring: false };

/** This page's auth state, re-rendering on change; a visitor's until the server's HTML is hydrated. */
export function useAuth(): Readonly<AuthState> {
  const state = useSnapshot(auth);
  return useHydrated() ? state : VISITOR;
}
