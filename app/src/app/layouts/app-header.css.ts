import { style } from '@vanilla-extract/css';

/** The wrapper of a header control adds no box of its own to the header's row. */
export const appearance = style({ display: 'contents' });

// A signed-in header also has the notification bell and the account. Below 400 px there is no room
// for the appearance button as well: it goes, the dark mode switch stays, and the rest are desktop
// layouts. Below 360 px the logo goes too: the menu beside it leads to Explore as the logo does.
export const appearanceWhenRoomy = style([
  appearance,
  { '@media': { 'screen and (max-width: 399.98px)': { display: 'none' } } },
]);

export const logoWhenRoomy = style([
  appearance,
  { '@media': { 'screen and (max-width: 359.98px)': { display: 'none' } } },
]);
