import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const urgent = style({ borderColor: vars.color.danger, borderWidth: 2 });

export const icon = style({ gridRow: 'span 2', display: 'inline-flex', fontSize: '1.75rem' });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const time = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const status = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
