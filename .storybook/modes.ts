/**
 * Chromatic's modes (its `chromatic.modes` parameter): each is the toolbar's globals, and for pages a
 * width, and Chromatic keeps one snapshot and one approval per mode. The test runner's screenshot
 * matrices (`visual` stories, stories/ui/support/SchemeMatrix.tsx) draw the same schemes on this
 * machine, so Chromatic skips them rather than count them twice.
 */
const light = { theme: 'light', direction: 'ltr', locale: 'es' };
const darkRtl = { theme: 'dark', direction: 'rtl', locale: 'ar' };
// Semi-dark only darkens the shell's chrome: it matters where the shell is drawn.
const semiDark = { theme: 'semi-dark', direction: 'ltr', locale: 'es' };

const PHONE = 375;
const DESKTOP = 1440;

/** A component: light, and dark right to left (both the palette's and the layout's other side). */
export const componentModes = {
  light,
  'dark rtl': darkRtl,
};

/** A screen or the shell: every scheme on a phone and on a desktop. */
export const pageModes = {
  'light phone': { ...light, viewport: PHONE },
  'light desktop': { ...light, viewport: DESKTOP },
  'dark rtl phone': { ...darkRtl, viewport: PHONE },
  'dark rtl desktop': { ...darkRtl, viewport: DESKTOP },
  'semi-dark phone': { ...semiDark, viewport: PHONE },
  'semi-dark desktop': { ...semiDark, viewport: DESKTOP },
};

/** A screenshot matrix's parameters: the modes above already cover it in Chromatic. */
export const notInChromatic = { chromatic: { disableSnapshot: true } };
