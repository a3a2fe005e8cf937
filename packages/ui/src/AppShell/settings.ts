import type { Direction } from '../provider/context.js';
import type { PlazaThemeName } from '../theme/chrome.js';
import type { ContentWidth, FooterType, LayoutType, NavbarType } from './context.js';

/** Every appearance preference of docs/product.md section 2, as the Customizer edits them. */
export interface ShellSettings {
  darkMode: boolean;
  /** Light content with a dark sidebar and header; ignored in dark mode. */
  semiDarkMode: boolean;
  direction: Direction;
  sidebarCollapsed: boolean;
  layout: LayoutType;
  contentWidth: ContentWidth;
  navbar: NavbarType;
  footer: FooterType;
}

/** docs/product.md section 9: light, not collapsed, no semi-dark, LTR, vertical, full width. */
export const defaultShellSettings: ShellSettings = {
  darkMode: false,
  semiDarkMode: false,
  direction: 'ltr',
  sidebarCollapsed: false,
  layout: 'vertical',
  contentWidth: 'full',
  navbar: 'sticky',
  footer: 'static',
};

/** The theme the settings ask for: dark wins over semi-dark. */
export const themeOf = (
  settings: Pick<ShellSettings, 'darkMode' | 'semiDarkMode'>,
): PlazaThemeName => (settings.darkMode ? 'dark' : settings.semiDarkMode ? 'semi-dark' : 'light');
