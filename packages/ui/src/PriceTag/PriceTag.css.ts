import { style, styleVariants } from '@vanilla-extract/css';
import { wrapRow } from '../styles/layout.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const prices = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'baseline',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const amount = styleVariants({
  sm: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
  md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
  lg: { fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold },
});

export const compareAt = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'line-through',
});

export const shipping = style({
  margin: 0,
  // The line mixes words and a formatted amount: laid out in the direction of its own text.
  unicodeBidi: 'plaintext',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
