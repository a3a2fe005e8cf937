import { useCallback, useState } from 'react';

/**
 * A value the parent may own (`value` given) or leave to the component (`defaultValue`); either way
 * `onChange` hears about every change. Shell preferences use it so the app can persist them.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
