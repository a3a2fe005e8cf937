import { plainList, spreadRow, tile, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** The refunds waiting for an administrator, one line each, above the list's filters. */
export const notices = style(plainList(vars.space.sm));

/** One kind: its sentence and the button that lists them, wrapping on a phone. */
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
