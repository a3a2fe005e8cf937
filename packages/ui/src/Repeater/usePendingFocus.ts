import { useCallback, useEffect, useRef } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Focus to move once a list has re-rendered after its rows changed: the element an add, a move or
 * a removal should lead to does not exist, or is about to go, when the press happens. `trigger` is
 * what changes with the rows (the rows themselves).
 */
export function usePendingFocus(trigger: unknown): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (!target) return;
    // A frame later: react-aria collections lay out their rows in a render of their own, and
    // moving a row in the DOM drops the focus inside it.
    const frame = requestAnimationFrame(() => target()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [trigger]);
  return useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);
}
