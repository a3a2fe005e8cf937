import { style } from '@vanilla-extract/css';
import { centredRow, plainList, stack } from '../styles/layout.js';
import { focusOutline } from '../styles/states.js';
import { hairline, thumbnail, tile } from '../styles/surface.js';
import { heading, mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

// A message's words are a review's: their line breaks kept, long words broken to fit.
export { text } from '../ReviewCard/ReviewCard.css.js';

export const root = style({
  ...stack(vars.space.md),
  minInlineSize: 0,
  color: vars.color.text,
  // Focused only from the script, after the last earlier messages came: no ring on a whole thread.
  outline: 'none',
});

export const older = style({ display: 'flex', justifyContent: 'center' });

/** A day's date centred between two lines across the thread. */
export const day = style({
  ...heading(vars.fontSize.sm, vars.fontWeight.semibold),
  ...centredRow(vars.space.sm),
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: hairline },
  },
});

export const list = style(plainList(vars.space.sm));

/** A message's row: its bubble keeps to its side; the unread line spans the row. */
export const item = style({ ...stack(vars.space.sm), alignItems: 'flex-start' });

export const unread = style({
  ...mutedText,
  alignSelf: 'stretch',
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

/**
 * A message: the other party's on the surface at the inline start, the reader's own filled with
 * the primary colour at the inline end; the administrator's edged in the info colour.
 */
export const bubble = style({
  ...tile,
  ...stack(vars.space.xs),
  maxInlineSize: 'min(36rem, 85%)',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-own]': {
      alignSelf: 'flex-end',
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-role="admin"]:not([data-own])': { borderColor: vars.color.info, borderWidth: 2 },
  },
});

export const byline = style({ ...centredRow(vars.space.sm), margin: 0, flexWrap: 'wrap' });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const photoLink = style({
  alignSelf: 'flex-start',
  display: 'block',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusOutline,
    // On the reader's own bubble the focus colour would not stand out from the primary fill.
    [`${bubble}[data-own] &:focus-visible`]: { outlineColor: vars.color.onPrimary },
  },
});

export const photo = style({ ...thumbnail('8rem'), display: 'block' });

export const time = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
