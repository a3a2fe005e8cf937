import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

export const panel = style({ inlineSize: '360px' });

export const body = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xl,
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: '2rem',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 } },
});

export const track = style([
  pressable,
  {
    position: 'relative',
    flexShrink: 0,
    boxSizing: 'border-box',
    inlineSize: '2.5rem',
    blockSize: '1.5rem',
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceHover,
    selectors: {
      '[data-selected] > &': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
      '[data-focus-visible] > &': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[data-selected] > * > &': {
      insetInlineStart: 'calc(100% - 1.125rem - 2px)',
      backgroundColor: vars.color.onPrimary,
    },
  },
});

export const group = style({ display: 'grid', gap: vars.space.sm });

export const groupLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style([
  pressable,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
]);
