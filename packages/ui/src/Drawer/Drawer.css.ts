import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
  },
});

// The panel slides in from its own edge; the edge is logical, so the slide mirrors in RTL.
const offscreen = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });

const panelBase = style({
  position: 'fixed',
  insetBlock: 0,
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: '100vw',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.duration.normal} ${vars.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.duration.fast} ${vars.easing.exit} reverse`,
    },
  },
});

export const panel = styleVariants({
  start: [
    panelBase,
    {
      insetInlineStart: 0,
      vars: { [offscreen]: '-100%' },
      selectors: { '&:dir(rtl)': { vars: { [offscreen]: '100%' } } },
    },
  ],
  end: [
    panelBase,
    {
      insetInlineEnd: 0,
      vars: { [offscreen]: '100%' },
      selectors: { '&:dir(rtl)': { vars: { [offscreen]: '-100%' } } },
    },
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  outline: 'none',
});
