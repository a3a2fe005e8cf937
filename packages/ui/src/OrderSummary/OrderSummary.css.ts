import { style } from '@vanilla-extract/css';
import { hairline, surfaceCard } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...surfaceCard,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const total = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: hairline,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const term = style({ margin: 0 });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
