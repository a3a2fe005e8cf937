import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 } });

// Inverted colours (text colour as background) read as "about the thing under it" in any scheme.
export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxInlineSize: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}`,
    },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
