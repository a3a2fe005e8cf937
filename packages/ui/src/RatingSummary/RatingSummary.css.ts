import { globalStyle, style } from '@vanilla-extract/css';
import { stack, wrapRow } from '../styles/layout.js';
import { meterFill, meterTrack } from '../styles/meter.js';
import { pressable } from '../styles/pressable.css.js';
import { disabledLook, focusOutline } from '../styles/states.js';
import { heading } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

/** The average beside the bars, and above them once the two no longer fit on one line. */
export const root = style({
  ...wrapRow(vars.space.xl),
  alignItems: 'center',
  color: vars.color.text,
});

export const overview = style({
  ...stack(vars.space.xs),
  alignItems: 'center',
  flex: '0 0 auto',
});

export const average = style(heading(vars.fontSize.xxxl, vars.fontWeight.bold));

export const total = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The bars, and under them the button that clears the filter. */
export const histogram = style({
  ...stack(vars.space.xs),
  alignItems: 'flex-start',
  flex: '1 1 16rem',
});

/** One grid for the five bars, so their numbers, tracks and counts line up in columns. */
export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(4rem, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A bar's row: its stars, its track and its count in the grid's three columns. */
export const bar = style({
  position: 'relative',
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: '1.75rem',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/**
 * A bar that filters the list. Pressed, it gets an edge and bold numbers as well as the hover
 * colour, so the filter in force shows without colour alone.
 */
export const barButton = style([
  pressable,
  {
    margin: 0,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: 'inherit',
    // The family and line height of the text around it; the size is the bar's.
    fontFamily: 'inherit',
    lineHeight: 'inherit',
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.surfaceHover,
        fontWeight: vars.fontWeight.semibold,
      },
      '&[data-focus-visible]': focusOutline,
      '&[data-disabled]': disabledLook,
    },
  },
]);

export const barStars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const barStar = style({ color: vars.color.warning });

const groove = meterTrack('0.5rem');

/**
 * A bar's `<progress>`, drawn as the house's meter: its groove the element (and WebKit's bar), its
 * value the filled part, which the browser sizes and puts at the inline start in either direction.
 */
export const track = style({
  ...groove,
  display: 'block',
  inlineSize: '100%',
  appearance: 'none',
  border: 'none',
});

const filled = { ...meterFill, borderRadius: vars.radius.full };
globalStyle(`${track}::-webkit-progress-bar`, {
  backgroundColor: groove.backgroundColor,
  borderRadius: vars.radius.full,
});
// Each in a rule of its own: a browser drops a whole rule that names a pseudo-element it lacks.
globalStyle(`${track}::-webkit-progress-value`, filled);
globalStyle(`${track}::-moz-progress-bar`, filled);

export const count = style({
  textAlign: 'end',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
