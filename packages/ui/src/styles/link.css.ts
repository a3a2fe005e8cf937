import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from './focusRing.css.js';

/**
 * A text link standing on its own (footer, breadcrumbs): tall enough for the 24 px target size,
 * underlined on hover so it is not told apart by colour alone when it sits among plain text.
 */
export const standaloneLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '1.5rem',
    borderRadius: vars.radius.sm,
    color: vars.color.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-current]': { color: vars.color.text, cursor: 'default', textDecoration: 'none' },
    },
  },
]);
