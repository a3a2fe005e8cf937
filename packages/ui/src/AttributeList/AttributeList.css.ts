import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(auto, max-content) 1fr',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

// Each pair is a row of the list's grid, so every name column lines up with the widest name.
export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

const cell = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  overflowWrap: 'anywhere',
});

export const name = style([
  cell,
  {
    backgroundColor: vars.color.surfaceHover,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const value = style([cell, { color: vars.color.text }]);
