import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const priceRange = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr', maxInlineSize: '32rem' } },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const results = style({ display: 'grid', gap: vars.space.lg });

export const count = style({ margin: 0, color: vars.color.textMuted });
