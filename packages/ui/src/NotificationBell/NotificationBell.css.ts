import { style } from '@vanilla-extract/css';
import { plainList, spreadRow, stack } from '../styles/layout.js';
import { popover } from '../styles/menu.css.js';
import { insetFocusOutline } from '../styles/states.js';
import { hairline } from '../styles/surface.js';
import { heading, mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

/**
 * The menus' floating panel, wide enough for a sentence a line; its header and foot stay put while
 * the list between them scrolls.
 */
export const panel = style([
  popover,
  {
    inlineSize: 'min(24rem, calc(100vw - 1rem))',
    padding: 0,
    overflowY: 'hidden',
  },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: 'inherit',
  outline: 'none',
});

export const header = style({
  ...spreadRow(vars.space.sm),
  flexWrap: 'wrap',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: hairline,
});

export const title = style(heading(vars.fontSize.md, vars.fontWeight.semibold));

export const body = style({
  flex: '0 1 auto',
  minBlockSize: 0,
  maxBlockSize: 'min(26rem, 60dvh)',
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockStart: hairline,
  fontSize: vars.fontSize.sm,
});

export const groups = style({ ...stack(vars.space.xs), paddingBlock: vars.space.xs });

export const day = style({
  ...heading(vars.fontSize.xs, vars.fontWeight.semibold),
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const items = style(plainList('0'));

/** A notification: the unread mark in its own column, so read and unread texts line up. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '0.5rem 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusOutline,
  },
});

export const marker = style({
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignSelf: 'start',
  // Centres the 0.5rem dot on the first line of text.
  paddingBlockStart: `calc((${vars.fontSize.sm} * ${vars.lineHeight.normal} - 0.5rem) / 2)`,
});

/** Unread ones are bold as well as dotted, so they stand out at a glance without colour. */
export const text = style({
  gridColumn: 2,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread] > &': { fontWeight: vars.fontWeight.semibold } },
});

export const time = style({ ...mutedText, gridColumn: 2, fontSize: vars.fontSize.xs });

export const placeholders = style({
  ...stack(vars.space.md),
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
});

export const placeholder = style(stack(vars.space.xs));
