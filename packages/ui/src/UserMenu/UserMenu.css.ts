import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

export const trigger = style([
  pressable,
  focusRing,
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2.5rem',
    blockSize: '2.5rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'none',
    selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover } },
  },
]);

// The avatar's dot sits on its end-side shoulder, ringed in the header colour to stand apart.
export const triggerDot = style({
  position: 'absolute',
  insetBlockStart: '0.25rem',
  insetInlineEnd: '0.25rem',
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'grid', minInlineSize: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const email = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
