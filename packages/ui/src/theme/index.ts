// The theme without components: style files (`*.css.ts`) import this entry, so vanilla-extract's
// build-time evaluation stays clear of React and react-aria.
export { vars } from './contract.css.js';
export { darkTheme, lightTheme } from './themes.css.js';
export { chromeThemeClass, contentThemeClass } from './chrome.js';
export type { PlazaThemeName } from './chrome.js';
export { breakpoints, media } from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
export { reducedMotion } from './motion.js';
export type { ColorRole } from './schemes.js';
