import { style } from '@vanilla-extract/css';
import { hiddenRules } from '../styles/visuallyHidden.css.js';
import { breakpoints } from '../theme/breakpoints.js';

const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

// Doubled to outweigh the size's padding, whichever style sheet comes first.
export const compact = style({
  '@media': { [phone]: { selectors: { '&&': { paddingInline: 0 } } } },
});

/** The words stay the link's name for screen readers where only the icon shows. */
export const compactLabel = style({ '@media': { [phone]: hiddenRules } });

export const icon = style({ display: 'inline-flex' });
