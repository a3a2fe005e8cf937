import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const gap = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '2rem',
  color: vars.color.textMuted,
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** Two-digit pages stay 32 px squares, so nine controls fit a phone's row. */
export const pageButton = style({
  paddingInline: vars.space.xs,
  '@media': { [media.md]: { paddingInline: vars.space.sm } },
});

export const step = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Previous and Next show their words from md up; on phones the arrow stands alone (the name stays). */
export const stepLabel = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline' } },
});

/** Pages and the page-size choice on one line while they fit, the choice at the end. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageSize = style({ inlineSize: '6rem', marginInlineStart: 'auto' });
