import { style } from '@vanilla-extract/css';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

const thumbSize = '1.125rem';
const inset = '2px';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '1.5rem',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
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
      [`${root}[data-selected] &`]: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${root}[data-selected][data-hovered] &, ${root}[data-selected][data-pressed] &`]: {
        backgroundColor: vars.color.primaryHover,
        borderColor: vars.color.primaryHover,
      },
      [`${root}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: inset,
  insetInlineStart: inset,
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${root}[data-selected] &`]: {
      insetInlineStart: `calc(100% - ${thumbSize} - ${inset})`,
      backgroundColor: vars.color.onPrimary,
    },
  },
});
