import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

// From md up, term and value share a row: the terms form a column as wide as the longest one
// needs (within limits), so the values line up.
export const horizontal = style({
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr' },
  },
});

// Pairs flow into as many columns as fit, for compact cards on small screens.
export const columns = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  columnGap: vars.space.lg,
});

export const pair = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': {
    [media.md]: {
      selectors: {
        [`${horizontal} &`]: {
          gridColumn: '1 / -1',
          gridTemplateColumns: 'subgrid',
          columnGap: vars.space.xl,
          alignItems: 'baseline',
        },
      },
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
