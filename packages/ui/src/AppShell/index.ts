export { AppShell, type AppShellProps } from './AppShell.js';
export { useAppShell, type AppShellState } from './context.js';
export type { ContentWidth, FooterType, LayoutType, NavbarType } from './context.js';
export { defaultShellSettings, themeOf, type ShellSettings } from './settings.js';
