import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { centredRow, spreadRow } from '../styles/layout.js';
import { insetFocusOutline } from '../styles/states.js';
import { surfaceCard } from '../styles/surface.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const search = style({
  '@media': { [media.md]: { maxInlineSize: '20rem' } },
});

export const scroller = style({ overflowX: 'auto', ...surfaceCard });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
});

export const header = style({ backgroundColor: vars.color.background });

const cellBase = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusOutline,
  },
});

export const column = style([
  cellBase,
  {
    blockSize: '2.75rem',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    },
  },
]);

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end' },
});

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // A sortable header's whole label is its target; 24 px high at least.
  minBlockSize: '1.5rem',
});

export const sortIcon = style({ display: 'inline-flex', color: vars.color.primary });

export const sortIconIdle = style({ display: 'inline-flex', opacity: 0.6 });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.surfaceHover}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusOutline,
  },
});

export const cell = style([cellBase, { blockSize: '3rem' }]);

export const loadingLabel = visuallyHidden;

export const loadingRows = style({ display: 'grid' });

export const loadingRow = style({
  ...centredRow(vars.space.xl),
  blockSize: '3rem',
  paddingInline: vars.space.md,
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.surfaceHover}` },
  },
});

export const cards = style({
  display: 'grid',
  // A card is as wide as the list, whatever its details' columns would like: they fold instead.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const card = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.lg,
    ...surfaceCard,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceHover } },
  },
]);

export const cardHeader = style(spreadRow(vars.space.sm));

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
