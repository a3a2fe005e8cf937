import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { stack, wrapRow } from '../styles/layout.js';
import { pressable } from '../styles/pressable.css.js';
import { disabledLook } from '../styles/states.js';
import { vars } from '../theme/contract.css.js';

export const group = style(stack(vars.space.sm));

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style(wrapRow(vars.space.sm));

export const empty = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chip = style([
  focusRing,
  pressable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minBlockSize: '2rem',
    paddingInline: vars.space.md,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      '&[data-selected][data-hovered], &[data-selected][data-pressed]': {
        backgroundColor: vars.color.primaryHover,
        borderColor: vars.color.primaryHover,
      },
      '&[data-disabled]': disabledLook,
    },
  },
]);

export const check = style({ flexShrink: 0 });

// Labels come from data (e.g. category names) and take their direction from their own text.
export const chipLabel = style({ unicodeBidi: 'plaintext' });
