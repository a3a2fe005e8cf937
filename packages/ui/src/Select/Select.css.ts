import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

export const trigger = style([
  inputBox,
  pressable,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    selectors: {
      // The box shows keyboard focus only; a press opens the list, which shows where focus is.
      '&[data-focused]:not([data-focus-visible])': {
        borderColor: vars.color.border,
        outline: 'none',
      },
    },
  },
]);

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
