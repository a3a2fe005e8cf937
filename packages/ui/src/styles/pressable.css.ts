import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/**
 * What every pressable control shares: the pointer, no text selection or mobile tap flash on press,
 * and colour changes eased over the theme's duration (0 under reduced motion).
 */
export const pressable = style({
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: 'ease-out',
});
