import { style } from '@vanilla-extract/css';
import { hairline } from '../styles/surface.js';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

// docs/product.md section 9: 400 px wide, 300 px on small screens (below sm).
export const panel = style({
  inlineSize: '300px',
  '@media': { [media.sm]: { inlineSize: '400px' } },
});

export const lines = style({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  listStyle: 'none',
});

export const empty = style({
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0 });

export const foot = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBlockStart: hairline,
});

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const subtotalValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
