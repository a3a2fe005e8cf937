import { vars } from '../theme/contract.css.js';

/**
 * The focus ring's outline, for focus shown on another element than the focused one
 * (`'[data-focus-visible] > &': focusOutline`); `focusRing` is the class for the focused one itself.
 */
export const focusOutline = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** The focus ring drawn inside the element, where a ring outside it would be clipped or overlap. */
export const insetFocusOutline = { ...focusOutline, outlineOffset: '-2px' } as const;

/** How a disabled control looks: faded, with the not-allowed pointer. */
export const disabledLook = { cursor: 'not-allowed', opacity: 0.45 } as const;

/** A label that toggles the control it holds: the pointer, and the disabled look with its control. */
export const toggleLabel = {
  cursor: 'pointer',
  selectors: { '&[data-disabled]': disabledLook },
} as const;
