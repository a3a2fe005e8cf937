import { heading as headingText, stack, surfaceCard, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  ...surfaceCard,
  ...stack(vars.space.sm),
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
});

export const heading = style(headingText(vars.fontSize.lg, vars.fontWeight.semibold));

export const text = style({ margin: 0 });

export const actions = style({
  ...wrapRow(vars.space.sm),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A purchase's two actions: pay it, or give it back to the cart. */
export const entry = style(wrapRow(vars.space.sm));
