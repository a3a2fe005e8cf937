import { style } from '@vanilla-extract/css';
import { centredRow, stack, wrapRow } from '../styles/layout.js';
import { surfaceCard } from '../styles/surface.js';
import { heading, mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const card = style({
  ...stack(vars.space.sm),
  padding: vars.space.lg,
  ...surfaceCard,
  color: vars.color.text,
});

export const byline = style(centredRow(vars.space.sm));

export const who = style({ ...stack(vars.space.xxs), minInlineSize: 0 });

export const author = style({
  ...heading(vars.fontSize.md, vars.fontWeight.semibold),
  overflowWrap: 'anywhere',
});

export const date = style({ ...mutedText, fontSize: vars.fontSize.sm });

/** Buyers' words as they wrote them: their line breaks kept, long words broken to fit. */
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The seller's answer, set apart from the buyer's words by an indent and a line at its start. */
export const reply = style({
  ...stack(vars.space.xxs),
  marginInlineStart: vars.space.md,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
});

export const replyHeading = style(heading(vars.fontSize.sm, vars.fontWeight.semibold));

export const actions = style({
  ...wrapRow(vars.space.sm),
  justifyContent: 'flex-end',
  marginBlockStart: vars.space.xs,
});
