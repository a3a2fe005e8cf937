import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Whether the browser is taking over the screen the server drew (main.tsx); never again after. */
let takingOver = false;

/** Called before the browser hydrates the server's screen: until it has, `useHydrated` is false. */
export function beginTakeOver(): void {
  takingOver = true;
}

const subscribeToNothing = () => () => undefined;
const outsideTakeOver = () => !takingOver;

/** `true` unless a take-over is under way: a screen the browser draws alone (a story) knows it all. */
const Hydrated = createContext(true);

/**
 * Gives the screens inside `useHydrated`: `false` while the browser takes over the server's
 * screen, and right after, `true` as a transition: React re-renders what changes in slices,
 * yielding to the browser between them, where a store's change re-renders in one long task.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(outsideTakeOver);
  useEffect(() => {
    if (hydrated) return;
    takingOver = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * Whether this render may show what only the browser knows (the session, the cart in local
 * storage): `false` on the server and while the browser takes over the server's screen, so both
 * draw the same page, and `true` right after (HydrationProvider) or from the start on a page the
 * browser draws by itself. A part the take-over reaches late (a lazy part under a Suspense
 * boundary of its own) hydrates as `false` too, since React reads the store's server value
 * while it hydrates, and draws again at once.
 */
export function useHydrated(): boolean {
  const provided = useContext(Hydrated);
  const outside = useSyncExternalStore(subscribeToNothing, outsideTakeOver, () => false);
  return provided && outside;
}
