import { style } from '@vanilla-extract/css';
import { spreadRow, wrapRow } from '../styles/layout.js';
import { hairline } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  ...spreadRow(vars.space.md),
  flexWrap: 'wrap',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockStart: hairline,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0 });

export const links = style({
  ...wrapRow(vars.space.lg),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
