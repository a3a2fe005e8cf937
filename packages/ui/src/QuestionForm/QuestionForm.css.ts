import { style } from '@vanilla-extract/css';
import { centredRow } from '../styles/layout.js';
import { vars } from '../theme/contract.css.js';

// Only vertical resizing: a wider box would break the form's column.
export const box = style({ resize: 'vertical', minBlockSize: '5rem' });

/** The help at the start and the count at the end of one line, the count wrapping under it. */
export const help = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const count = style({
  ...centredRow(vars.space.xs),
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
