import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '48rem' });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});
