import { media, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** Until the shell of SPEC.md arrives, screens get a gutter that widens with the viewport. */
export const main = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  '@media': {
    [media.md]: { paddingBlock: vars.space.xl, paddingInline: vars.space.xxl },
  },
});
