import { dividedFromPrevious, media, thumbnail, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"image info remove" "image stepper total"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.lg,
  selectors: dividedFromPrevious,
});

export const image = style({
  ...thumbnail('4.5rem'),
  gridArea: 'image',
  alignSelf: 'start',
});

export const info = style({
  gridArea: 'info',
  display: 'grid',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, unicodeBidi: 'plaintext' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const remove = style({ gridArea: 'remove', justifySelf: 'end' });

export const stepper = style({ gridArea: 'stepper', justifySelf: 'start' });

export const total = style({
  gridArea: 'total',
  justifySelf: 'end',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
