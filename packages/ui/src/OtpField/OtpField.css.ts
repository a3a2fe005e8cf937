import { style } from '@vanilla-extract/css';
import { box } from '../Field/Field.css.js';
import { vars } from '../theme/contract.css.js';

/**
 * Cells and input share one box. A code reads left to right in every language, so the first digit
 * stays on the left in right-to-left layouts too.
 */
export const frame = style({
  position: 'relative',
  alignSelf: 'flex-start',
  direction: 'ltr',
});

/** The real input lies over the cells, invisible: they show what it holds. */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16 px at least, or iOS zooms the page on focus.
  fontSize: vars.fontSize.md,
  outline: 'none',
  cursor: 'text',
  selectors: {
    '&::selection': { backgroundColor: 'transparent' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const cells = style({
  display: 'flex',
  gap: vars.space.sm,
  // Clicks reach the input beneath.
  pointerEvents: 'none',
});

const inputFocused = `${input}[data-focused] + ${cells} > &`;

export const cell = style([
  box,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '2.5rem',
    blockSize: '3rem',
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      [`${input}[data-hovered] + ${cells} > &`]: { borderColor: vars.color.text },
      '[data-invalid] &': { borderColor: vars.color.danger },
      // The cell the next digit goes into shows the focus, standing in for the hidden caret.
      [`${inputFocused}[data-active]`]: {
        borderColor: vars.color.focus,
        outline: `1px solid ${vars.color.focus}`,
        outlineOffset: 0,
      },
      '[data-disabled] &': { opacity: 0.45 },
    },
  },
]);
