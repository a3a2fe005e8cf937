import { style } from '@vanilla-extract/css';
import { popover as menuPopover } from '../styles/menu.css.js';
import { vars } from '../theme/contract.css.js';

/** The menus' floating panel, with room for content rather than a list of items. */
export const panel = style([
  menuPopover,
  { maxInlineSize: 'min(24rem, calc(100vw - 2rem))', padding: vars.space.lg },
]);

export const dialog = style({ display: 'grid', gap: vars.space.sm, outline: 'none' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
