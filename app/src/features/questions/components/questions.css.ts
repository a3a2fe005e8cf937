import { heading, mutedText, stack, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** The questions part of a product page: heading, the way to ask, the list, "load more". */
export const section = style({
  ...stack(vars.space.lg),
  minInlineSize: 0,
  // Clear of the sticky header when a notification's link scrolls here.
  scrollMarginBlockStart: '5rem',
});

export const sectionTitle = style(heading(vars.fontSize.xl, vars.fontWeight.semibold));

export const pending = style(mutedText);

export const status = style({ ...mutedText, fontSize: vars.fontSize.sm, margin: 0 });

/** The seller's answer box, opened in place under the question, with "Cancel" at its foot. */
export const answerBox = style({ ...stack(vars.space.sm), inlineSize: '100%' });

/** The seller's questions in My products: the filter above the list. */
export const mine = style(stack(vars.space.lg));
