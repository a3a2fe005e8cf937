import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * Whether this render may show what only the browser knows (the session, the cart in local
 * storage): `false` on the server and while the browser hydrates the server's HTML, so both draw
 * the same page; React renders again with `true` right after. A page the browser draws by itself
 * is `true` from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
