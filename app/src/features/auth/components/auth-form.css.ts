import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});
