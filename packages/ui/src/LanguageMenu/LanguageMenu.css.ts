import { style } from '@vanilla-extract/css';
import { centredRow } from '../styles/layout.js';
import { hiddenRules } from '../styles/visuallyHidden.css.js';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const trigger = style({
  ...centredRow(vars.space.xs),
  display: 'inline-flex',
  fontSize: vars.fontSize.sm,
});

// The flag alone on phones, where the header has little room.
export const name = style({
  ...hiddenRules,
  '@media': {
    [media.md]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      margin: 0,
      clip: 'auto',
      clipPath: 'none',
    },
  },
});
