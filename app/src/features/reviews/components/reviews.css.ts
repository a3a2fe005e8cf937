import { heading, media, mutedText, plainList, stack, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** A reviews part of a page: its heading, the summary or the empty state, then the feed. */
export const section = style({ ...stack(vars.space.lg), minInlineSize: 0 });

export const sectionTitle = style(heading(vars.fontSize.xl, vars.fontWeight.semibold));

export const feed = style(stack(vars.space.lg));

export const list = style(plainList(vars.space.md));

export const pending = style(mutedText);

export const status = style({ ...mutedText, fontSize: vars.fontSize.sm });

/** The summary beside the feed where there is room, above it where there is not. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
});

/** A form's buttons, at its end. */
export const actions = style({ ...wrapRow(vars.space.md), justifyContent: 'end' });

/** The buyer's own review under a purchase's line. */
export const ownReview = style(stack(vars.space.xs));

export const ownCaption = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const ownComment = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** What goes with the buyer's review in small print: the seller's reply, until when it may change. */
export const ownNote = style({ ...mutedText, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line' });
