import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// One frame for every flag, whatever its proportions, so a list of them lines up.
export const flag = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '0.875rem',
  borderRadius: '2px',
  // A hairline keeps white parts of a flag from melting into a white surface.
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: '-1px',
});
