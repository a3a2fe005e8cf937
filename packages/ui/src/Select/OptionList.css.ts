import { style } from '@vanilla-extract/css';
import { item, popover } from '../styles/menu.css.js';
import { vars } from '../theme/contract.css.js';

/** As wide as the field it opens from. */
export const panel = style([popover, { inlineSize: 'var(--trigger-width)' }]);

export const list = style({ outline: 'none' });

export const option = style([item, { justifyContent: 'space-between' }]);

export const optionLabel = style({ flex: 1 });

export const check = style({ flexShrink: 0, color: vars.color.primary });

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
