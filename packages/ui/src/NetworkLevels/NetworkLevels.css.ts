import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr minmax(3rem, auto)',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const level = style({ fontWeight: vars.fontWeight.medium });

export const track = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const count = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

export const total = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
