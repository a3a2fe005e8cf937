import { useState } from 'react';

/**
 * State for a story that plays the app around a controlled field: the field shows `initial` and then
 * each change, and each change is still reported to the story's `report` spy.
 */
export function useReportedState<T>(
  initial: T,
  report?: (value: T) => void,
): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    report?.(next);
    setValue(next);
  };
  return [value, change];
}
