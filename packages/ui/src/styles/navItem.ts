import { vars } from '../theme/contract.css.js';

/** A link or button of the navigation (sidebar, menu bar) with the browser's button look removed. */
export const bareNavItem = {
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
} as const;

/**
 * The navigation's item states: tinted under the pointer, filled for the current page, and in the
 * primary colour for the group that holds it. Spread into the item's `selectors`.
 */
export const navItemStates = {
  '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
  '&[data-current]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  '&[data-current-ancestor]': {
    color: vars.color.primary,
    fontWeight: vars.fontWeight.semibold,
  },
} as const;
