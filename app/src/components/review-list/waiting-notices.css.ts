import { plainList, spreadRow, tile, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * What waits for an administrator above a review list (the refunds to pay back by hand, a
 * purchase's or a claim's), one line each, above the list's filters.
 */
export const notices = style(plainList(vars.space.sm));

/** One kind: its sentence and the button that lists them (or leads to them), wrapping on a phone. */
export const notice = style({
  ...tile,
  ...spreadRow(vars.space.md),
  flexWrap: 'wrap',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  // Its mark on the reading side, as the warning it is.
  borderInlineStartWidth: 4,
  borderInlineStartColor: vars.color.warning,
});
