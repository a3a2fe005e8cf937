import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { topAlignedRow } from '../styles/layout.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

/** A field's root: label, box, description and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  color: vars.color.text,
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { opacity: 0.45 } },
});

export const requiredMark = style({ color: vars.color.danger });

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const errorText = style({
  ...topAlignedRow(vars.space.xs),
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

/** The warning icon sits on the first line of the message, whatever the line height. */
export const errorIcon = style({ flexShrink: 0, blockSize: '1.5em' });

// The field's state reaches the box either on the box itself (react-aria sets it on Input, TextArea,
// Group and Button) or, for read-only, only on the field's root.
const hovered = '&[data-hovered]';
const focused = '&[data-focused], &[data-focus-within]';
const invalid = '&[data-invalid], [data-invalid] > &';
const disabled = '&[data-disabled], [data-disabled] > &';
const readOnly = '&[readonly], [data-readonly] > &';

/**
 * The look every text-like control shares: border, radius, surface, and the hover, focus, invalid,
 * disabled and read-only states. Compose `inputBox` or `groupBox` rather than this one.
 */
export const box = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  margin: 0,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: 'ease-out',
  selectors: {
    [hovered]: { borderColor: vars.color.text },
    [invalid]: { borderColor: vars.color.danger },
    // A text field shows focus for the mouse too: the caret alone is easy to lose.
    [focused]: {
      borderColor: vars.color.focus,
      outline: `1px solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
    [readOnly]: { borderStyle: 'dashed', backgroundColor: vars.color.background },
    [disabled]: { cursor: 'not-allowed', opacity: 0.45 },
  },
});

/** A lone `<Input>` or `<TextArea>` that is the box itself. */
export const inputBox = style([
  box,
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
  },
]);

/** A react-aria `<Group>` that draws the box around an `groupInput` and its buttons. */
export const groupBox = style([
  box,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInlineEnd: vars.space.xxs,
    overflow: 'hidden',
  },
]);

/** The input inside a `groupBox`: borderless, taking the free space. */
export const groupInput = style({
  flex: 1,
  alignSelf: 'stretch',
  minInlineSize: 0,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small icon button inside a `groupBox` (clear, show password, steppers): 32 px, over 24. */
export const boxButton = style([
  pressable,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: '1.125rem',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-hovered], &[data-pressed]': {
        backgroundColor: vars.color.surfaceHover,
        color: vars.color.text,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
]);
