import { useId, useMemo, type ReactNode } from 'react';
import { Drawer } from '../Drawer/Drawer.js';
import { usePlazaTheme } from '../provider/context.js';
import { media } from '../theme/breakpoints.js';
import { useControllableState } from '../utils/useControllableState.js';
import { useMediaQuery } from '../utils/useMediaQuery.js';
import * as styles from './AppShell.css.js';
import {
  AppShellContext,
  InDrawerContext,
  type AppShellState,
  type ContentWidth,
  type FooterType,
  type LayoutType,
  type NavbarType,
} from './context.js';

export interface AppShellProps {
  /** The top bar, e.g. `<Header>`. */
  header: ReactNode;
  /** The navigation, e.g. `<Sidebar>`: beside the content (vertical layout) and in the mobile drawer. */
  sidebar: ReactNode;
  /**
   * What the phone's menu drawer shows under the navigation: the header's controls a phone's bar
   * has no room for, e.g. the appearance settings.
   * @default undefined
   */
  menuFooter?: ReactNode;
  /**
   * The horizontal layout's menu bar, e.g. `<TopNav>`, shown under the header from 1024 px.
   * @default undefined
   */
  topNav?: ReactNode;
  /**
   * The page footer, e.g. `<Footer>`.
   * @default undefined
   */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * `vertical`: sidebar beside the content; `horizontal`: menu bar under the header.
   * @default 'vertical'
   */
  layout?: LayoutType;
  /**
   * `full` width, or `boxed` to at most 1200 px, centred.
   * @default 'full'
   */
  contentWidth?: ContentWidth;
  /**
   * The header's behaviour: `sticky` stays on top, `static` scrolls away, `floating` stays on top
   * as an inset card, `hidden` removes it from 1024 px (narrower screens keep it for the menu).
   * @default 'sticky'
   */
  navbar?: NavbarType;
  /**
   * `static` at the end of the page, `sticky` at the bottom of the screen, or `hidden`.
   * @default 'static'
   */
  footerType?: FooterType;
  /**
   * Whether the sidebar shows icons only (controlled).
   * @default undefined
   */
  sidebarCollapsed?: boolean;
  /**
   * Whether the sidebar starts collapsed (uncontrolled).
   * @default false
   */
  defaultSidebarCollapsed?: boolean;
  /**
   * Called when the menu button collapses or expands the sidebar, so the app can persist it.
   * @default undefined
   */
  onSidebarCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Whether the mobile navigation drawer is open (controlled).
   * @default undefined
   */
  mobileMenuOpen?: boolean;
  /**
   * Called when the mobile drawer opens or closes.
   * @default undefined
   */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** `mobileMenu`: the drawer's name, e.g. "Menu"; `skipToContent`: the skip link's text. */
  labels: { mobileMenu: string; skipToContent: string };
}

/**
 * The application frame: header, sidebar (or top menu), content and footer, in the layout the
 * user's preferences ask for. Below 1024 px the navigation moves into an off-canvas drawer that the
 * header's menu button opens and Escape or the overlay closes. In semi-dark mode the header,
 * sidebar and drawer get the dark theme while the content stays light.
 */
export function AppShell({
  header,
  sidebar,
  menuFooter,
  topNav,
  footer,
  children,
  layout = 'vertical',
  contentWidth = 'full',
  navbar = 'sticky',
  footerType = 'static',
  sidebarCollapsed,
  defaultSidebarCollapsed = false,
  onSidebarCollapsedChange,
  mobileMenuOpen,
  onMobileMenuOpenChange,
  labels,
}: AppShellProps) {
  const { chromeClassName } = usePlazaTheme();
  const isDesktop = useMediaQuery(media.lg);
  const [collapsed, setCollapsed] = useControllableState(
    sidebarCollapsed,
    defaultSidebarCollapsed,
    onSidebarCollapsedChange,
  );
  const [mobileOpen, setMobileOpen] = useControllableState(
    mobileMenuOpen,
    false,
    onMobileMenuOpenChange,
  );
  const mainId = useId();

  const state = useMemo<AppShellState>(
    () => ({
      layout,
      isSidebarCollapsed: collapsed,
      isMobileMenuOpen: mobileOpen,
      isDesktop,
      toggleNavigation: () =>
        isDesktop && layout === 'vertical' ? setCollapsed(!collapsed) : setMobileOpen(!mobileOpen),
      closeMobileMenu: () => setMobileOpen(false),
    }),
    [layout, collapsed, mobileOpen, isDesktop, setCollapsed, setMobileOpen],
  );

  return (
    <AppShellContext.Provider value={state}>
      <div className={styles.shell[layout]}>
        <a href={`#${mainId}`} className={styles.skipLink}>
          {labels.skipToContent}
        </a>
        <div className={`${chromeClassName} ${styles.navbar[navbar]}`}>
          <div className={styles.bar}>
            {header}
            {layout === 'horizontal' && topNav && <div className={styles.topNavSlot}>{topNav}</div>}
          </div>
        </div>
        {layout === 'vertical' && (
          <div className={`${chromeClassName} ${styles.sidebarSlot}`}>{sidebar}</div>
        )}
        <main id={mainId} tabIndex={-1} className={styles.content[contentWidth]}>
          {children}
        </main>
        {footer && footerType !== 'hidden' && (
          <div className={styles.footer[footerType]}>{footer}</div>
        )}
        <InDrawerContext.Provider value>
          <Drawer
            isOpen={mobileOpen && !isDesktop}
            onOpenChange={setMobileOpen}
            placement="start"
            aria-label={labels.mobileMenu}
            className={chromeClassName}
          >
            {sidebar}
            {menuFooter && <div className={styles.menuFooter}>{menuFooter}</div>}
          </Drawer>
        </InDrawerContext.Provider>
      </div>
    </AppShellContext.Provider>
  );
}
