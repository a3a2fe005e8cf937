import { style } from '@vanilla-extract/css';

/** The appearance button's wrapper adds no box of its own to the header's row. */
export const appearance = style({ display: 'contents' });

// Below 360 px a signed-in header has no room for the appearance button beside the menu, the
// cart and the account: it goes, the dark mode switch stays, and the rest are desktop layouts.
export const appearanceWhenRoomy = style([
  appearance,
  { '@media': { 'screen and (max-width: 359.98px)': { display: 'none' } } },
]);
