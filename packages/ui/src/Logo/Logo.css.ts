import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

export const root = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    blockSize: '2rem',
    borderRadius: vars.radius.sm,
    color: vars.color.brand,
    textDecoration: 'none',
  },
]);

export const mark = style({ flexShrink: 0, inlineSize: '2rem', blockSize: '2rem' });

// The same roles paint the colour logo (light) and the white one (dark): see the brand colours.
export const tile = style({ fill: vars.color.brand });
export const onTile = style({ fill: vars.color.onBrand });
export const accent = style({ fill: vars.color.brandAccent });

const wordmarkBase = style({
  blockSize: '2rem',
  inlineSize: 'auto',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Compact below 1280 px, full above (docs/product.md, Layouts). */
export const wordmark = styleVariants({
  responsive: [wordmarkBase, { display: 'none', '@media': { [media.xl]: { display: 'block' } } }],
  compact: [wordmarkBase, { display: 'none' }],
  full: [wordmarkBase, { display: 'block' }],
});
