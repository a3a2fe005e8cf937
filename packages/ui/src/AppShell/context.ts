import { createContext, useContext } from 'react';

export type LayoutType = 'vertical' | 'horizontal';
export type ContentWidth = 'full' | 'boxed';
export type NavbarType = 'sticky' | 'static' | 'floating' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';

/** What the header's menu button and the sidebar need to know about the shell around them. */
export interface AppShellState {
  layout: LayoutType;
  /** Whether the sidebar shows icons only (desktop, vertical layout). */
  isSidebarCollapsed: boolean;
  /** Whether the off-canvas navigation drawer is open (below 1024 px). */
  isMobileMenuOpen: boolean;
  /** Whether the viewport is 1024 px or wider, where the sidebar sits beside the content. */
  isDesktop: boolean;
  /** The menu button's action: collapse or expand the sidebar on desktop, open the drawer below. */
  toggleNavigation: () => void;
  /** Closes the drawer, e.g. after following a link in it. */
  closeMobileMenu: () => void;
}

export const AppShellContext = createContext<AppShellState | null>(null);

/** The shell around a component, or `null` when it is used on its own (docs, tests). */
export const useAppShell = () => useContext(AppShellContext);

/** Tells the sidebar it is inside the mobile drawer, where it is never collapsed. */
export const InDrawerContext = createContext(false);
