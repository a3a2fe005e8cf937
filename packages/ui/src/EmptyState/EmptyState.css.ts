import { style } from '@vanilla-extract/css';
import { heading } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontSize: '1.75rem',
});

export const title = style(heading(vars.fontSize.lg, vars.fontWeight.semibold));

export const text = style({
  maxInlineSize: '36rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ marginBlockStart: vars.space.sm });
