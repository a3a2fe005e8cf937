import { style } from '@vanilla-extract/css';
import { wrapRow } from '../styles/layout.js';
import { vars } from '../theme/contract.css.js';

export const row = style({ ...wrapRow(vars.space.sm), alignItems: 'stretch' });

export const input = style({
  flex: '1 1 16rem',
  minInlineSize: 0,
  // A link reads left to right even in a right-to-left page.
  direction: 'ltr',
  textAlign: 'start',
  unicodeBidi: 'isolate',
});

export const status = style({
  margin: 0,
  minBlockSize: '1.25rem',
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});
