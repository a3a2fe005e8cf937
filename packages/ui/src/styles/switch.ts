import { vars } from '../theme/contract.css.js';
import { hairline } from './surface.js';

const thumbSize = '1.125rem';
const inset = '2px';

/**
 * The switch's pill, as Switch and the Customizer's settings draw it; each adds the selectors of
 * its own markup, with `switchTrackOn` for the on state.
 */
export const switchTrack = {
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  inlineSize: '2.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.full,
  border: hairline,
  backgroundColor: vars.color.surfaceHover,
} as const;

/** The pill of a switch that is on. */
export const switchTrackOn = {
  backgroundColor: vars.color.primary,
  borderColor: vars.color.primary,
};

/** The switch's round thumb at the start of the pill; `switchThumbOn` moves it to the end. */
export const switchThumb = {
  position: 'absolute',
  insetBlockStart: inset,
  insetInlineStart: inset,
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.duration.fast,
} as const;

/** The thumb of a switch that is on. */
export const switchThumbOn = {
  insetInlineStart: `calc(100% - ${thumbSize} - ${inset})`,
  backgroundColor: vars.color.onPrimary,
};
