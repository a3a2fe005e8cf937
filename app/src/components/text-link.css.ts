import { focusOutline, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** A link in running text: underlined, so it is not told apart by colour alone (WCAG 1.4.1). */
export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusOutline,
  },
});
