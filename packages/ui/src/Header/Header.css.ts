import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  boxSizing: 'border-box',
  minBlockSize: '4rem',
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// In the horizontal layout the menu bar is on screen from 1024 px, so the toggle only serves below.
export const menuToggleHorizontal = style({
  '@media': { [media.lg]: { display: 'none' } },
});
