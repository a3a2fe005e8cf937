import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '32rem',
  textAlign: 'center',
});

export const icon = style({ color: vars.color.warning });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
