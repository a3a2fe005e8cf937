import { style } from '@vanilla-extract/css';
import { pressable } from '../styles/pressable.css.js';
import { disabledLook, focusOutline } from '../styles/states.js';
import { vars } from '../theme/contract.css.js';

export const stars = style({ display: 'flex', gap: vars.space.xxs });

/**
 * Each star is a radio button 32 px square, past the 24 px target size, so the row is easy to hit
 * on a phone. An unlit star is an outline in the muted text colour, red while the field is invalid.
 */
export const star = style([
  pressable,
  {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    borderRadius: vars.radius.sm,
    fontSize: '1.5rem',
    color: vars.color.textMuted,
    selectors: {
      '&[data-invalid]': { color: vars.color.danger },
      // Lit: the chosen star and those before it, or the hovered one and those before it.
      '&[data-lit]': { color: vars.color.warning },
      '&[data-focus-visible]': focusOutline,
      '&[data-disabled]': disabledLook,
    },
  },
]);
