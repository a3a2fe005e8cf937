import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const filters = style({
  display: 'grid',
  '@media': { [media.sm]: { maxInlineSize: '20rem' } },
});

export const status = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

/** A small muted line under a cell's value: a suspension's reason, the units held unpaid. */
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stock = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'end' });
