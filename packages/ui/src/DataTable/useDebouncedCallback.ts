import { useEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  /** Calls the callback `delay` ms after the last call, with the last call's arguments. */
  call: (...args: A) => void;
  /** Drops a pending call. */
  cancel: () => void;
}

/** Calls `callback` once calls have stopped for `delay` ms; a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): Debounced<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo<Debounced<A>>(
    () => ({
      call: (...args) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), delay);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [delay],
  );
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
