import { useState } from 'react';

/**
 * State for a story that plays the app around a controlled field: the field shows `initial` and then
 * each change, and each change is still reported to the story's `report` spy. A change may be
 * narrower than the state (a field hands out a mutable list and keeps a readonly one).
 */
export function useReportedState<State, Change extends State = State>(
  initial: State,
  report?: (value: Change) => void,
): [State, (value: Change) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: Change) => {
    report?.(next);
    setValue(next);
  };
  return [value, change];
}
