import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  maxInlineSize: '20rem',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Several short facts in one cell, e.g. the items of a sale. */
export const cellLines = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const address = style({ fontStyle: 'normal' });

export const addressLine = style({ display: 'block' });

/** An order page: the main column, and the summary beside it from the lg breakpoint. */
export const pageColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const mainColumn = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
