import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { centredRow, stack } from './layout.js';
import { mutedText } from './text.js';
import { insetFocusOutline } from './states.js';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

/** The floating panel of every dropdown menu (user, language, collapsed sidebar groups). */
export const popover = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: '12rem',
  maxBlockSize: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.enter}` },
  },
});

export const menu = style({ outline: 'none' });

export const item = style({
  ...centredRow(vars.space.sm),
  minBlockSize: '2.25rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusOutline,
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    // aria-disabled also marks an unavailable item that stays focusable to say why (RowActions).
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

/** An item's label takes the free space, so trailing marks (dots, checks) line up at the end. */
export const itemLabel = style({ flex: 1 });

/** Why an item is unavailable, under its label: read in full, so not dimmed with the rest. */
export const itemDescription = style({
  ...mutedText,
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

/** A label with its description under it. */
export const itemText = style({ ...stack('0'), flex: 1, paddingBlock: vars.space.xs });

/**
 * An `item` with an `itemText`: disabled, it is dimmed all but its description, since the reason
 * it is unavailable has to be read in full.
 */
export const describedItem = style({ selectors: { '&[aria-disabled="true"]': { opacity: 1 } } });

globalStyle(
  `${describedItem}[aria-disabled="true"] > :not(${itemText}), ${describedItem}[aria-disabled="true"] > ${itemText} > :not(${itemDescription})`,
  { opacity: 0.45 },
);

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.125rem' });

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xs,
  marginInline: 0,
  border: 'none',
  backgroundColor: vars.color.border,
});
