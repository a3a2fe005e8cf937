import { media, plainList, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xxl, minInlineSize: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const links = style(plainList(vars.space.sm));

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style({ maxInlineSize: '16rem' });

export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '32rem' });

export const status = style({ margin: 0, color: vars.color.success });
