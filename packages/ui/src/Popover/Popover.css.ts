import { style } from '@vanilla-extract/css';
import { popover as menuPopover } from '../styles/menu.css.js';
import { vars } from '../theme/contract.css.js';

/** The menus' floating panel, with room for content rather than a list of items. */
export const panel = style([
  menuPopover,
  // A fixed measure rather than one from the viewport, so its position only follows the trigger.
  { maxInlineSize: 'min(20rem, 100%)', padding: vars.space.lg },
]);

export const dialog = style({ display: 'grid', gap: vars.space.sm, outline: 'none' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
