import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '48rem' });

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const levelsTotal = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
