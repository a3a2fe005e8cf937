import { style } from '@vanilla-extract/css';
import { spreadRow } from '../styles/layout.js';
import { hairline } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const head = style({
  ...spreadRow(vars.space.sm),
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: hairline,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
