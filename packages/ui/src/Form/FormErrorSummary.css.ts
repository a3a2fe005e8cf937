import { style } from '@vanilla-extract/css';
import { centredRow, stack } from '../styles/layout.js';
import { focusOutline } from '../styles/states.js';
import { heading as headingText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const summary = style({
  ...stack(vars.space.sm),
  padding: vars.space.lg,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.danger,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    // The class's display would otherwise win over the `hidden` attribute.
    '&[hidden]': { display: 'none' },
    '&:focus-visible': focusOutline,
  },
});

export const heading = style({
  ...centredRow(vars.space.sm),
  ...headingText(vars.fontSize.lg, vars.fontWeight.semibold),
});

export const icon = style({ flexShrink: 0, color: vars.color.danger });

export const list = style({
  ...stack(vars.space.xs),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Underlined as well as red, so links are told apart without colour.
export const link = style({
  display: 'inline-block',
  minBlockSize: '1.5rem',
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusOutline,
  },
});

export const formLevel = style({ color: vars.color.danger, lineHeight: vars.lineHeight.normal });
