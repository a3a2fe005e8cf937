import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({ display: 'flex', minInlineSize: 0 });

const row = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  color: vars.color.text,
} as const;

export const body = style(row);

export const button = style([
  focusRing,
  {
    ...row,
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space.xs,
    marginInline: `calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    },
  },
]);

const size = '2rem';

export const marker = style({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  inlineSize: size,
  blockSize: size,
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="done"] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.surfaceHover}`,
    },
  },
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [`${step}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold },
    [`${step}[data-state="upcoming"] &`]: { color: vars.color.textMuted },
  },
});
