import { globalStyle, style } from '@vanilla-extract/css';
import { topAlignedRow } from '../styles/layout.js';
import { tile } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const row = style({
  ...topAlignedRow(vars.space.sm),
  padding: vars.space.md,
  ...tile,
});

/** The caller's fields, side by side while they fit, stacked on narrow screens. */
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  flex: 1,
  minInlineSize: 0,
});

globalStyle(`${fields} > *`, { flex: '1 1 12rem' });

/** Lines the remove button up with the fields' boxes, under their labels. */
export const remove = style({ flexShrink: 0, marginBlockStart: '1.5rem' });

export const add = style({ alignSelf: 'flex-start' });
