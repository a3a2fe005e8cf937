/** Viewport widths, in CSS pixels, where layouts may change. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

type MinWidthQuery<B extends Breakpoint> = `screen and (min-width: ${(typeof breakpoints)[B]}px)`;

const query = <B extends Breakpoint>(name: B): MinWidthQuery<B> =>
  `screen and (min-width: ${breakpoints[name]}px)`;

/**
 * Mobile-first media queries, for vanilla-extract `'@media'` blocks and `window.matchMedia`:
 * `{ '@media': { [media.lg]: { ... } } }`.
 */
export const media = {
  sm: query('sm'),
  md: query('md'),
  lg: query('lg'),
  xl: query('xl'),
} as const;
