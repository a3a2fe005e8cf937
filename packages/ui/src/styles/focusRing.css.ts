import { style } from '@vanilla-extract/css';
import { focusOutline } from './states.js';

/**
 * Keyboard focus ring for react-aria components, which set `data-focus-visible` only for keyboard
 * focus. The offset keeps the ring on the page background, where the focus colour has 3:1.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusOutline,
  },
});
