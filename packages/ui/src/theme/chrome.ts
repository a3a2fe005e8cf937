import { darkTheme, lightTheme } from './themes.css.js';

export type PlazaThemeName = 'light' | 'dark' | 'semi-dark';

/**
 * Theme class for the shell chrome (sidebar, header). Semi-dark keeps the content light but puts
 * the chrome in the dark scheme, so the chrome subtree needs its own class.
 */
export const chromeThemeClass = (theme: PlazaThemeName): string =>
  theme === 'light' ? lightTheme : darkTheme;

/** Theme class for the document: semi-dark content is light. */
export const contentThemeClass = (theme: PlazaThemeName): string =>
  theme === 'dark' ? darkTheme : lightTheme;
