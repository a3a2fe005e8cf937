/** Where a step of a progress list stands against the current one. */
export type StepState = 'done' | 'current' | 'upcoming';

/** The state of the step at an index: done before the current step, upcoming after it. */
export function stepStateOf(steps: readonly { id: string }[], currentId: string) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (index: number): StepState =>
    index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
}

/** The `<li>` attributes of a step in that state: its state to style, and `aria-current`. */
export const stepAttributes = (state: StepState) =>
  ({
    'data-state': state,
    'aria-current': state === 'current' ? 'step' : undefined,
  }) as const;
