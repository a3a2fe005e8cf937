import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** What <html> gives a themed page (global.css.ts), given to a scoped provider's box instead. */
export const scopedRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});
