import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const step = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const failure = style({ margin: 0, color: vars.color.danger });
