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
// Style fragments, plain objects to spread into `style({...})` of style files outside the package.
export {
  centredRow,
  coverImage,
  plainList,
  spreadRow,
  stack,
  topAlignedRow,
  wrapRow,
} from '../styles/layout.js';
export { heading, mutedText } from '../styles/text.js';
export { disabledLook, focusOutline, toggleLabel } from '../styles/states.js';
export { dividedFromPrevious, hairline, surfaceCard, thumbnail, tile } from '../styles/surface.js';
export { drawerBody } from '../styles/drawer.js';
