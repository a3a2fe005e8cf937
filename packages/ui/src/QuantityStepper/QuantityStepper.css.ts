import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { insetFocusOutline } from '../styles/states.js';
import { vars } from '../theme/contract.css.js';

export const field = style({ display: 'inline-flex' });

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const step = style([
  pressable,
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    outlineOffset: '-2px',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  },
]);

export const input = style({
  inlineSize: '2.5rem',
  blockSize: '2rem',
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusOutline,
  },
});
