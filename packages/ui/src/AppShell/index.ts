export { AppShell, type AppShellProps } from './AppShell.js';
export {
  useAppShell,
  type AppShellState,
  type ContentWidth,
  type FooterType,
  type LayoutType,
  type NavbarType,
} from './context.js';
export { defaultShellSettings, themeOf, type ShellSettings } from './settings.js';
