import { style } from '@vanilla-extract/css';

/** Square: the button's minimum inline size already equals its height in every size. */
export const square = style({ paddingInline: 0 });

/** Holds a count badge over the icon's corner, on the end side. */
export const badgeAnchor = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  pointerEvents: 'none',
});

export const positioned = style({ position: 'relative' });

/** Phosphor icons are 1em: a little larger than the button's text reads better on its own. */
export const icon = style({ display: 'inline-flex', fontSize: '1.25em' });
