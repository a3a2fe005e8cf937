import { vars } from '../theme/contract.css.js';

const size = '2rem';

/**
 * The round marker of a step in a progress list (checkout steps, a purchase's timeline), drawn
 * from the `data-state` of the step's `<li>`, whose class is `step`: muted while upcoming, filled
 * when done, ringed when current.
 */
export const stepMarker = (step: string) =>
  ({
    display: 'grid',
    placeItems: 'center',
    inlineSize: size,
    blockSize: size,
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    selectors: {
      [`${step}[data-state="done"] &`]: {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      [`${step}[data-state="current"] &`]: {
        borderColor: vars.color.primary,
        color: vars.color.primary,
        boxShadow: `0 0 0 3px ${vars.color.surfaceHover}`,
      },
    },
  }) as const;

/** A progress step's label: bold on the current step, muted on those to come. */
export const stepLabelStates = (step: string) => ({
  [`${step}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold },
  [`${step}[data-state="upcoming"] &`]: { color: vars.color.textMuted },
});
