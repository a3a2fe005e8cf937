import { useMemo, type ReactNode } from 'react';
import { I18nProvider, isRTL, RouterProvider } from 'react-aria-components';
import { chromeThemeClass, contentThemeClass, type PlazaThemeName } from '../theme/chrome.js';
import { darkTheme, lightTheme } from '../theme/themes.css.js';
import { PlazaThemeContext, type Direction, type PlazaThemeState } from './context.js';
import { useDocumentRoot } from './useDocumentRoot.js';
import './global.css.js';

export interface PlazaProviderProps {
  /**
   * Colour scheme. `semi-dark` keeps the content light and makes the shell chrome dark: give the
   * chrome `usePlazaTheme().chromeClassName` (or `chromeThemeClass(theme)`).
   * @default 'light'
   */
  theme?: PlazaThemeName;
  /**
   * BCP 47 locale, e.g. `es`, `en`, `ar`. Sets `lang` on the document and the locale react-aria
   * formats and announces with.
   */
  locale: string;
  /**
   * Writing direction of the layout. react-aria still takes arrow-key direction from `locale`, so
   * keep the two consistent where keyboard navigation matters.
   * @default the direction of `locale` ('rtl' for Arabic, Hebrew, Persian...)
   */
  direction?: Direction;
  /**
   * Client-side navigation for every link in @plaza/ui (sidebar, menus, link buttons), e.g. the
   * router's `navigate`. Without it links load pages the ordinary way.
   * @default undefined
   */
  navigate?: (href: string) => void;
  /**
   * Turns a router path into the `href` put on links, when the router adds a base path.
   * @default undefined (paths are used as they are)
   */
  useHref?: (href: string) => string;
  /** The app. */
  children: ReactNode;
}

/** Every theme's class for the document: one at a time. */
const THEME_CLASSES = [lightTheme, darkTheme];

/** Themes the whole document and provides locale and direction to every @plaza/ui component. */
export function PlazaProvider({
  theme = 'light',
  locale,
  direction,
  navigate,
  useHref,
  children,
}: PlazaProviderProps) {
  const dir = direction ?? (isRTL(locale) ? 'rtl' : 'ltr');
  useDocumentRoot({
    className: contentThemeClass(theme),
    replaces: THEME_CLASSES,
    lang: locale,
    dir,
  });

  const state = useMemo<PlazaThemeState>(
    () => ({ theme, direction: dir, locale, chromeClassName: chromeThemeClass(theme) }),
    [theme, dir, locale],
  );

  return (
    <PlazaThemeContext.Provider value={state}>
      <I18nProvider locale={locale}>
        {navigate ? (
          <RouterProvider navigate={navigate} useHref={useHref}>
            {children}
          </RouterProvider>
        ) : (
          children
        )}
      </I18nProvider>
    </PlazaThemeContext.Provider>
  );
}
