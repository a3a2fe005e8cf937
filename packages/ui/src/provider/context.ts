import { createContext, useContext } from 'react';
import type { PlazaThemeName } from '../theme/chrome.js';

export type Direction = 'ltr' | 'rtl';

export interface PlazaThemeState {
  /** The theme chosen for the app. */
  theme: PlazaThemeName;
  /** The writing direction in effect. */
  direction: Direction;
  /** The locale in effect. */
  locale: string;
  /** Theme class for the shell chrome (header, sidebar): dark in semi-dark mode. */
  chromeClassName: string;
}

export const PlazaThemeContext = createContext<PlazaThemeState | null>(null);

/** The theme, direction and locale set by the nearest `PlazaProvider`. */
export function usePlazaTheme(): PlazaThemeState {
  const state = useContext(PlazaThemeContext);
  if (!state) {
    throw new Error('usePlazaTheme() needs a <PlazaProvider> above it.');
  }
  return state;
}
