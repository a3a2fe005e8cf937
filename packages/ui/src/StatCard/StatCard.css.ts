import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

const iconBase = style({
  gridRow: 'span 3',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
  fontSize: '1.25rem',
});

export const icon = styleVariants({
  neutral: [iconBase, { backgroundColor: vars.color.surfaceHover, color: vars.color.text }],
  primary: [iconBase, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  success: [iconBase, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  warning: [iconBase, { backgroundColor: vars.color.warning, color: vars.color.onWarning }],
});

export const label = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
