import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** On top of Badge's pill: room for the icon beside the word, and a little more height for both. */
export const root = style({
  gap: vars.space.xs,
  blockSize: '1.5rem',
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({ flexShrink: 0, fontSize: '1rem' });
